// The footer's newsletter form when it subscribes to the shop's own list: sent in the page
// through the API client, the answer said under the form. Loaded on the first submit
// (ShopLayout.astro), so no page pays for it before; the browser's own check of the required
// e-mail field has run by then.
import { api } from '../lib/api';
import { inWords } from '../islands/ui/serverMessages';

let busy = false;

function say(status: HTMLElement, text: string, state: 'sent' | 'error' | '') {
  status.textContent = text;
  if (state) status.dataset.state = state;
  else delete status.dataset.state;
  // a role only while there is something to say: the live region itself is always there
  if (!text) status.removeAttribute('role');
  else status.setAttribute('role', state === 'error' ? 'alert' : 'status');
}

export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  const status = document.querySelector<HTMLElement>('[data-newsletter-status]');
  const input = form.querySelector<HTMLInputElement>('input[name="EMAIL"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (busy || !status || !input) return;
  busy = true;
  button?.setAttribute('aria-disabled', 'true');
  say(status, 'Subscribing…', '');
  try {
    const res = await api.newsletter.subscribe({ email: input.value });
    say(status, res.message, 'sent');
    form.reset();
  } catch (err) {
    say(status, inWords(err instanceof Error ? err.message : String(err), { email: 'Email address' }), 'error');
    input.focus();
    input.addEventListener('input', () => say(status, '', ''), { once: true });
  } finally {
    busy = false;
    button?.removeAttribute('aria-disabled');
  }
}
