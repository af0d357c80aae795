// The button that adds a row to a list of a panel form; the list's problem (empty, too long) is
// named by the list's path (./PathField.tsx) and shows under it.
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { plus } from '../../ui/icons/plus';
import { secondaryButton } from './ui';

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
