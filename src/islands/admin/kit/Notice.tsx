// A problem a list page reports above its table (a delete the server refused), with what the
// admin can do about it, until they dismiss it.
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onDismiss: () => void;
  /** a button that acts on the problem, before "Dismiss" */
  action?: ReactNode;
  textClassName?: string;
}

export function Notice({ children, onDismiss, action, textClassName = 'min-w-0 flex-1' }: Props) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-sale"
    >
      <p className={textClassName}>{children}</p>
      {action}
      <button type="button" className="min-h-11 px-2 text-ink underline underline-offset-2" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
