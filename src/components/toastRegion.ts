// Draws the page's toasts (src/stores/toasts.ts) without React, so the storefront, the sign-in
// page and the account areas share one region. It sits below the page's chrome while that is in
// view (where <main> starts, or below a header that stays at the top), so a toast never covers the
// header's search, account and cart on a phone; from 640 px it keeps to the right
// (docs/product.md#limits). Loaded with the first toast (ShopLayout.astro), so pages that never
// show one do not carry it.
import { authUrlFor } from '../lib/authUrl';
import { $toasts, clearToasts, dismissToast, TOAST_CLOSE_MS, type Toast } from '../stores/toasts';

const GAP_PX = 8;
const TONE_CLASS: Record<Toast['tone'], string> = {
  success: 'bg-ink',
  info: 'bg-ink',
  error: 'bg-sale',
};
const CLOSE_ICON =
  '<svg class="h-5 w-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18"/></svg>';
const ON_DARK_FOCUS = 'focus-visible:outline-white';

export function startToastRegion(): void {
  // present before the first toast is put in it, so screen readers hear what is added
  const region = document.createElement('div');
  region.setAttribute('aria-live', 'polite');
  region.className =
    'pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6';
  document.body.append(region);

  const shown = new Map<number, HTMLElement>();
  const timers = new Map<number, number>();

  function place() {
    const content = document.querySelector('main')?.getBoundingClientRect().top ?? 0;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    region.style.top = `${Math.max(0, content, header) + GAP_PX}px`;
  }

  function closeLater(toast: Toast) {
    if (toast.tone === 'error') return;
    window.clearTimeout(timers.get(toast.id));
    timers.set(
      toast.id,
      window.setTimeout(() => dismissToast(toast.id), TOAST_CLOSE_MS),
    );
  }

  function build(toast: Toast): HTMLElement {
    const box = document.createElement('div');
    box.setAttribute('role', toast.tone === 'error' ? 'alert' : 'status');
    box.dataset.toast = toast.tone;
    box.className = `pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-lg py-2 pl-4 pr-2 text-sm font-medium text-white shadow-lg ${TONE_CLASS[toast.tone]}${toast.centered ? ' sm:self-center' : ''}`;
    const text = document.createElement('p');
    text.className = 'min-w-0 flex-1 py-1.5';
    text.textContent = toast.text;
    const way =
      toast.link === 'sign-in'
        ? { href: authUrlFor(window.location.pathname + window.location.search), label: 'Sign in' }
        : toast.link;
    if (way) {
      const link = document.createElement('a');
      link.href = way.href;
      link.textContent = way.label;
      link.className = `ml-2 whitespace-nowrap font-bold underline underline-offset-2 ${ON_DARK_FOCUS}`;
      text.append(' ', link);
    }
    const close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Close message');
    close.className = `grid h-9 w-9 shrink-0 place-items-center rounded-md hover:bg-white/15 ${ON_DARK_FOCUS}`;
    close.innerHTML = CLOSE_ICON;
    close.addEventListener('click', () => dismissToast(toast.id));
    // a toast being read, or its link reached with the keyboard, stays until it is left
    const hold = () => window.clearTimeout(timers.get(toast.id));
    const resume = () => closeLater(toast);
    box.addEventListener('mouseenter', hold);
    box.addEventListener('focusin', hold);
    box.addEventListener('mouseleave', resume);
    box.addEventListener('focusout', resume);
    box.append(text, close);
    return box;
  }

  function render(list: readonly Toast[]) {
    const ids = new Set(list.map((toast) => toast.id));
    for (const [id, box] of shown) {
      if (ids.has(id)) continue;
      box.remove();
      shown.delete(id);
      window.clearTimeout(timers.get(id));
      timers.delete(id);
    }
    for (const toast of list) {
      if (shown.has(toast.id)) continue;
      const box = build(toast);
      shown.set(toast.id, box);
      region.append(box);
      closeLater(toast);
    }
    if (list.length) place();
  }

  let frame = 0;
  const follow = () => {
    if (!frame && shown.size)
      frame = requestAnimationFrame(() => {
        frame = 0;
        place();
      });
  };
  window.addEventListener('scroll', follow, { passive: true });
  window.addEventListener('resize', follow, { passive: true });
  // a page kept in the back/forward cache comes back without the toasts it had
  window.addEventListener('pagehide', clearToasts);
  // one frame after the region exists, so the first toast is an addition to a live region
  requestAnimationFrame(() => $toasts.subscribe(render));
}
