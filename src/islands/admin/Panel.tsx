// The one slide-in panel for add/edit forms: a modal dialog from the right that traps focus,
// closes on Escape or the backdrop (unless busy), and hands focus back to its opener.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import { close as closeIcon } from '../ui/icons';
import { useFocusTrap } from '../ui/useFocusTrap';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  /** while saving, closing would hide the progress of a request that still runs */
  busy?: boolean;
  children: ReactNode;
}

export function Panel({ open, title, onClose, busy = false, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(open, ref, close);
  // one frame off-screen first so the panel slides in instead of popping up
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!open) return setShown(false);
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 bg-slate-900/50" onClick={close} aria-hidden="true" />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`absolute inset-y-0 right-0 flex w-full max-w-lg flex-col bg-white shadow-xl transition-transform duration-200 motion-reduce:transition-none ${
          shown ? 'translate-x-0' : 'translate-x-full'
        }`}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            disabled={busy}
            aria-label="Close panel"
            className="-mr-2 grid h-11 w-11 place-items-center rounded-md text-ink-soft hover:bg-slate-100 disabled:opacity-40"
          >
            <Icon icon={closeIcon} className="h-6 w-6" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>
  );
}
