// The one delete confirmation (products, categories, customers): names the item, focuses
// Cancel first so Enter never deletes by accident, traps focus, Escape cancels.
import { useId, useRef } from 'react';
import { Modal } from '../ui/Modal';

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

export function DeleteDialog({ open, title, name, detail, busy = false, onCancel, onConfirm }: Props) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={bodyId}
      onDismiss={cancel}
      initialFocus={cancelRef}
      className="grid place-items-center p-4"
      boxClassName="relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div id={bodyId} className="mt-3 text-sm text-ink-soft">
        <p>Are you sure you want to delete:</p>
        <p className="mt-2 font-semibold text-ink">{name}</p>
        {detail && <p className="mt-1 line-clamp-3 break-words">{detail}</p>}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={cancel}
          disabled={busy}
          className="h-11 rounded-md border border-line px-5 text-sm font-medium text-ink hover:bg-slate-100 disabled:opacity-50"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="h-11 rounded-md bg-sale px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          {busy ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
