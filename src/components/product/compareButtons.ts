// Wires the "Compare" toggles (CompareButton.astro) to the comparison list without React, then
// shows them: the pressed state follows the stored list (also across tabs), a press adds or
// removes, and a fifth product is refused in the toggle's own status line. While the list holds
// something, a small "Compare (N)" link floats at the bottom corner of the page to /compare.
// Pages import this module lazily (import()): a static import shared by two pages' scripts would
// become a file of its own that each page waits for (tests/api/server.test.ts).
import { domElement } from '../../lib/domElement';
import { $compare, COMPARE_FULL_MESSAGE, toggleCompare } from '../../stores/compare';

const BUTTONS = '[data-compare-toggle]';

function statusOf(button: HTMLElement) {
  return button.parentElement?.querySelector<HTMLElement>('[data-compare-status]') ?? null;
}

function press(button: HTMLElement) {
  const id = button.dataset.id;
  if (!id) return;
  const result = toggleCompare(id);
  // the subscription clears every status line on a change; a refusal changes nothing, so it stays
  if (result === 'full') {
    const status = statusOf(button);
    if (status) status.textContent = COMPARE_FULL_MESSAGE;
  }
}

function floatingLink(): HTMLAnchorElement {
  const link = domElement(
    'a',
    'fixed bottom-4 right-4 z-30 rounded-full bg-ink px-4 py-2.5 text-sm font-semibold text-white shadow-lg ring-2 ring-white hover:bg-black',
  );
  link.href = '/compare';
  link.dataset.compareLink = '';
  // inside <main>, so the link sits in a landmark like the rest of the page
  (document.getElementById('main') ?? document.body).append(link);
  return link;
}

const toggles = document.querySelectorAll<HTMLElement>(BUTTONS);
if (toggles.length) {
  const link = floatingLink();
  $compare.subscribe((ids) => {
    document.querySelectorAll<HTMLElement>(BUTTONS).forEach((button) => {
      button.setAttribute('aria-pressed', String(ids.includes(button.dataset.id ?? '')));
      const status = statusOf(button);
      if (status) status.textContent = '';
    });
    link.textContent = `Compare (${ids.length})`;
    link.hidden = ids.length === 0;
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(BUTTONS);
    if (button) press(button);
  });
  document.querySelectorAll('[data-compare]').forEach((holder) => holder.classList.remove('invisible'));
}
