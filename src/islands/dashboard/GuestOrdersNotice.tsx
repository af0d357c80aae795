// Orders placed as a guest with the account's e-mail join the account only once the address is
// verified (src/server/accounts/emailVerification.ts), so until then the Orders page says how
// many are waiting and offers the verification mail again.
import { api } from '../../lib/api';
import { plural } from '../../lib/plural';
import { showError, showToast } from '../../stores/toasts';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import { useSending } from '../ui/useSending';
import { secondaryButton } from './ui';

export function guestOrdersText(count: number): string {
  return `${plural(count, 'order')} placed as a guest with this e-mail ${count === 1 ? 'appears' : 'appear'} here once you verify your address.`;
}

export function GuestOrdersNotice({ count }: { count: number }) {
  const { sending, send } = useSending();
  const resend = () =>
    send(
      async () => showToast((await api.auth.resendVerification()).message),
      (err) => {
        if (!handledAuthFailure(err)) showError(errorMessage(err));
      },
    );
  return (
    <div
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
      data-testid="guest-orders-waiting"
    >
      <p className="min-w-0 flex-1 basis-60">{guestOrdersText(count)}</p>
      <button type="button" className={secondaryButton} disabled={sending} onClick={() => void resend()}>
        {sending ? 'Sending…' : 'Resend verification mail'}
      </button>
    </div>
  );
}
