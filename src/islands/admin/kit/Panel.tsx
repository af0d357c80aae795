// The one slide-in panel for add/edit forms: a modal dialog from the right that traps focus,
// closes on Escape or the backdrop (unless busy), and hands focus back to its opener.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { CloseButton, Modal } from '../../ui/Modal';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  /** while saving, closing would hide the progress of a request that still runs */
  busy?: boolean;
  /** room for a table (the product's variants) */
  wide?: boolean;
  children: ReactNode;
}

export function Panel({ open, title, onClose, busy = false, wide = false, children }: Props) {
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  // one frame off-screen first so the panel slides in instead of popping up
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return setShown(false);
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Modal
      open={open}
      labelledBy={titleId}
      onDismiss={close}
      boxClassName={`absolute inset-y-0 right-0 flex w-full ${wide ? 'max-w-5xl' : 'max-w-lg'} flex-col bg-white shadow-xl transition-transform duration-200 motion-reduce:transition-none ${
        shown ? 'translate-x-0' : 'translate-x-full'
      }`}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {title}
        </h2>
        <CloseButton label="Close panel" onClick={close} disabled={busy} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </Modal>
  );
}
