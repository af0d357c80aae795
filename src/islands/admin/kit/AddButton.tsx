// The toolbar's button that opens a manager's panel on a new row ("Add Zone", "Add Tax Rate").
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { plus } from '../../ui/icons/plus';
import { primaryButton } from './ui';

export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={primaryButton} onClick={onClick}>
      <Icon icon={plus} className="h-4 w-4" /> {children}
    </button>
  );
}
