// A control of a panel form whose problems are named by path ("methods.1.bands.0.price", as the
// shared schemas and the server's 400 name them): its label, the control, and the problem under
// it, which the control is described by. The control's id comes from the path, so the panel can
// move the focus to the first problem.
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { plus } from '../../ui/icons/plus';
import { labelClass, secondaryButton } from './ui';

/** path -> the problem's sentence */
export type PathProblems = Record<string, string>;

/** The id of the control at a path ("zone-methods-1-price"). */
export const pathId = (prefix: string, path: string) => `${prefix}-${path.replace(/\./g, '-')}`;

/** `children(id, describedBy)`: the control, given its id and, with a problem, the problem's id. */
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
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children(id, describedBy)}
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

/** "Add method", "Add band": a list's problem (empty, too long) shows under the button that adds to it. */
export function AddRowButton({
  id,
  problem,
  disabled,
  onClick,
  children,
}: {
  id: string;
  problem?: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <div>
      <button
        id={id}
        type="button"
        className={secondaryButton}
        disabled={disabled}
        onClick={onClick}
        aria-describedby={problem ? `${id}-problem` : undefined}
      >
        <Icon icon={plus} className="h-4 w-4" />
        {children}
      </button>
      {problem && (
        <p id={`${id}-problem`} className="mt-1 text-sm text-sale">
          {problem}
        </p>
      )}
    </div>
  );
}
