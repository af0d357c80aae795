// Focus handling shared by the mobile drawer, the slide-in panel and the confirm dialog:
// focus moves inside when opened, Tab cycles within, Escape closes, and focus returns to
// whatever opened it. A dialog opened over another (a confirmation over the order panel) takes
// the keys until it closes.
import { useEffect, useRef, type RefObject } from 'react';

/** the open traps, the one opened last on top */
const stack: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
}

export function useFocusTrap(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  onEscape: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  const escapeRef = useRef(onEscape);
  escapeRef.current = onEscape;

  useEffect(() => {
    if (!open) return;
    const self = {};
    stack.push(self);
    const opener = document.activeElement as HTMLElement | null;
    const root = containerRef.current;
    const first = initialFocusRef?.current ?? (root ? focusables(root)[0] : null) ?? root;
    first?.focus();

    function onKeyDown(e: KeyboardEvent) {
      if (stack.at(-1) !== self) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        escapeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !containerRef.current) return;
      const items = focusables(containerRef.current);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstEl = items[0];
      const lastEl = items[items.length - 1];
      const active = document.activeElement;
      const inside = containerRef.current.contains(active);
      if (e.shiftKey && (active === firstEl || !inside)) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && (active === lastEl || !inside)) {
        e.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.indexOf(self), 1);
      // the opener may have been removed (e.g. a deleted row); only return focus if it is still there
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open, containerRef, initialFocusRef]);
}
