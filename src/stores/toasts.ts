// The page's toasts: results said in the page, never in a browser dialog
// (docs/product.md#deliberate-changes, 26). Kept in memory only, so a toast goes with the page it
// belongs to and never comes back after a navigation. One region per page draws them
// (src/components/toastRegion.ts, loaded with the first toast).
import { atom } from 'nanostores';

/** success and info close by themselves; an error waits until it is closed or the page goes */
export type ToastTone = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: ToastTone;
  /** the way on, when there is one ("View cart"); 'sign-in': "Sign in", to the sign-in page,
   *  which comes back to this one */
  link?: { href: string; label: string } | 'sign-in';
  /** the sign-in page's success toasts sit top-center (docs/product.md#limits) */
  centered?: boolean;
}

/** docs/product.md#limits */
export const TOAST_CLOSE_MS = 5000;
/** more than this and the oldest goes: a column of toasts would hide the page */
const MOST_SHOWN = 3;

export const $toasts = atom<Toast[]>([]);

let lastId = 0;

export function showToast(text: string, options: Omit<Toast, 'id' | 'text'> = { tone: 'success' }): number {
  const toast: Toast = { ...options, id: ++lastId, text };
  // the same words again replace the older toast rather than stack under it (a heart pressed twice)
  const others = $toasts.get().filter((shown) => shown.text !== text);
  $toasts.set([...others, toast].slice(-MOST_SHOWN));
  return toast.id;
}

export const showError = (text: string) => showToast(text, { tone: 'error' });

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function clearToasts(): void {
  if ($toasts.get().length) $toasts.set([]);
}
