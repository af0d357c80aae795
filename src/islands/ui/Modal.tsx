// A modal dialog over a dimmed page: focus moves in and stays in (./useFocusTrap.ts), Escape or
// a click on the backdrop dismisses it, and focus goes back to whatever opened it.
import { useRef, type ReactNode, type RefObject } from 'react';
import { Icon } from './Icon';
import { close } from './icons/close';
import { useFocusTrap } from './useFocusTrap';

interface Props {
  open: boolean;
  role?: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  onDismiss: () => void;
  /** what gets focus first; the first focusable element unless set */
  initialFocus?: RefObject<HTMLElement | null>;
  /** placement of the box on the page (added to the fixed full-screen layer) */
  className?: string;
  boxClassName: string;
  children: ReactNode;
}

export function Modal(props: Props) {
  const { open, role = 'dialog', labelledBy, describedBy, onDismiss, initialFocus, children } = props;
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(open, ref, onDismiss, initialFocus);
  if (!open) return null;
  return (
    <div className={props.className ? `fixed inset-0 z-50 ${props.className}` : 'fixed inset-0 z-50'}>
      <div className="absolute inset-0 bg-slate-900/50" onClick={onDismiss} aria-hidden="true" />
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={props.boxClassName}
      >
        {children}
      </div>
    </div>
  );
}

/** The X at the end of a dialog's or drawer's title bar. */
export function CloseButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className="-mr-2 grid h-11 w-11 place-items-center rounded-md text-ink-soft hover:bg-slate-100 disabled:opacity-40"
    >
      <Icon icon={close} className="h-6 w-6" />
    </button>
  );
}
