// The footer's newsletter form when it subscribes to the shop's own list: sent in the page
// through the API client (loaded on the first submit, so no page pays for it before), the answer
// said under the form. The browser's own check of the required e-mail field runs first.
import { inWords } from '../islands/ui/serverMessages';

export function startNewsletterForm(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-newsletter="own"]');
  const status = document.querySelector<HTMLElement>('[data-newsletter-status]');
  if (!form || !status) return;
  const input = form.querySelector<HTMLInputElement>('input[name="EMAIL"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  let busy = false;

  const say = (text: string, state: 'sent' | 'error' | '') => {
    status.textContent = text;
    if (state) status.dataset.state = state;
    else delete status.dataset.state;
    // a role only while there is something to say: the live region itself is always there
    if (!text) status.removeAttribute('role');
    else status.setAttribute('role', state === 'error' ? 'alert' : 'status');
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy || !input) return;
    busy = true;
    button?.setAttribute('aria-disabled', 'true');
    say('Subscribing…', '');
    import('../lib/api')
      .then(({ api }) => api.newsletter.subscribe({ email: input.value }))
      .then((res) => {
        say(res.message, 'sent');
        form.reset();
      })
      .catch((err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        say(inWords(message, { email: 'Email address' }), 'error');
        input.focus();
      })
      .finally(() => {
        busy = false;
        button?.removeAttribute('aria-disabled');
      });
  });
  input?.addEventListener('input', () => status.dataset.state === 'error' && say('', ''));
}
