// An e-mail address in a narrow column: it may wrap after its @ and before each dot, where a
// reader expects the break, and never inside a name (overflow-wrap: anywhere split them
// mid-word). A part longer than the column still breaks rather than spill out of a card.
import { Fragment } from 'react';

/** The address cut where it may wrap: after the @, before each dot. */
export const emailParts = (email: string): string[] => email.split(/(?<=@)|(?=\.)/);

export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  return (
    <span className={`break-words ${className}`}>
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
