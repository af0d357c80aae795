// The edit and delete icon buttons of a products or categories row.
import { Icon } from '../../ui/Icon';
import { edit } from '../../ui/icons/edit';
import { trash } from '../../ui/icons/trash';
import { iconButton } from './ui';

export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex gap-1">
      <button type="button" className={iconButton} aria-label={`Edit ${name}`} onClick={onEdit}>
        <Icon icon={edit} />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:text-sale`}
        aria-label={`Delete ${name}`}
        onClick={onDelete}
      >
        <Icon icon={trash} />
      </button>
    </div>
  );
}
