import { useRef, type ReactNode } from 'react';
import { CloseButton } from '../ui/Modal';
import { useFocusTrap } from '../ui/useFocusTrap';

interface Props {
  id: string;
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The phone menu: slides in from the left, traps focus, closes on Escape or the backdrop. */
export function MobileDrawer({ id, open, title, onClose, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(open, ref, onClose);
  return (
    <div className={`fixed inset-0 z-40 lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div
        className={`absolute inset-0 bg-slate-900/50 transition-opacity duration-200 ${open ? 'opacity-100' : 'opacity-0'}`}
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        id={id}
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        // React 18 has no `inert` prop type; an empty string sets the attribute, undefined removes it
        {...({ inert: open ? undefined : '' } as object)}
        className={`absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl transition-transform duration-200 ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex h-14 items-center justify-between border-b border-line px-4">
          <p className="text-lg font-bold text-ink">{title}</p>
          <CloseButton label="Close menu" onClick={onClose} />
        </div>
        <nav aria-label="Account menu" className="flex-1 overflow-y-auto p-3">
          {children}
        </nav>
      </div>
    </div>
  );
}
