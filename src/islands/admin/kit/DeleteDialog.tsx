// The one delete confirmation (products, categories, customers, promotions), in the shop's
// confirm dialog (../ui/ConfirmDialog.tsx): names the item and asks in the spec's words.
import { ConfirmDialog } from '../../ui/ConfirmDialog';

interface Props {
  open: boolean;
  /** "Delete Product", "Delete Category", "Delete Customer" */
  title: string;
  name: string;
  /** the description, or the e-mail for a customer */
  detail: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteDialog({ name, detail, ...dialog }: Props) {
  return (
    <ConfirmDialog {...dialog} confirmLabel="Delete" busyLabel="Deleting…">
      <p>Are you sure you want to delete:</p>
      <p className="mt-2 font-semibold text-ink">{name}</p>
      {detail && <p className="mt-1 line-clamp-3 break-words">{detail}</p>}
    </ConfirmDialog>
  );
}
