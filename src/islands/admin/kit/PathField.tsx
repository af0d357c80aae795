// A control of a panel form whose problems are named by path ("methods.1.bands.0.price", as the
// shared schemas and the server's 400 name them): its label, the control, and the problem under
// it, which the control is described by. The control's id comes from the path, so the panel can
// move the focus to the first problem.
import type { ReactNode } from 'react';
import { labelClass } from './ui';

/** path -> the problem's sentence */
export type PathProblems = Record<string, string>;

/** The id of the control at a path ("zone-methods-1-price"). */
export const pathId = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/** What a control is described by: its hint, more notes, then its problem (each only when shown). */
export const describedByOf = (id: string, hint: unknown, problem: unknown, ...more: string[]) =>
  [hint && `${id}-hint`, ...more, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;

/** The attributes of a control that a hint and a problem describe. */
export const controlProps = (id: string, hint: unknown, problem: unknown) => ({
  id,
  'aria-invalid': problem ? (true as const) : undefined,
  'aria-describedby': describedByOf(id, hint, problem),
});

/**
 * The control is `children`, or `children(id, describedBy)`: given its id and what describes it.
 * Forms named by field use it as well, with the field's id.
 */
export function PathField({
  id,
  label,
  problem,
  hint,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  hint?: string;
  children: ReactNode | ((id: string, describedBy: string | undefined) => ReactNode);
}) {
  const describedBy = describedByOf(id, hint, problem);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {typeof children === 'function' ? children(id, describedBy) : children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-sale">
          {problem}
        </p>
      )}
    </div>
  );
}
