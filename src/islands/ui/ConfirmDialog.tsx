// The shop's one confirmation (never the browser's confirm()): a titled question over the page
// that focuses the way back first, so Enter never does the harmful thing by accident; it traps
// focus, and Escape or the backdrop keep things as they are. While the action runs both buttons
// wait.
import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal';

interface Props {
  open: boolean;
  title: string;
  /** the question and what it concerns */
  children: ReactNode;
  /** "Delete", "Cancel order", "Block" */
  confirmLabel: string;
  /** said on the confirm button while the action runs ("Deleting…") */
  busyLabel: string;
  /** the way back ("Cancel", "Keep order") */
  cancelLabel?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDialog(props: Props) {
  const { open, title, children, confirmLabel, busyLabel, cancelLabel = 'Cancel', busy = false } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const cancel = () => {
    if (!busy) props.onCancel();
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
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={cancel}
          disabled={busy}
          className="h-11 rounded-md border border-line px-5 text-sm font-medium text-ink hover:bg-slate-100 disabled:opacity-50"
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          onClick={props.onConfirm}
          disabled={busy}
          className="h-11 rounded-md bg-sale px-5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
