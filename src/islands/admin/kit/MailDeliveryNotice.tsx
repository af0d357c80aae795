// Said on the dashboard and above the outbox while the shop sends no mail (no SMTP_URL): mails
// only reach the log and the outbox, and what to set so they go out (docs/operations.md#mail).
import { useMailDelivery } from '../../ui/useMailDelivery';

const code = 'rounded bg-amber-100 px-1 py-0.5 font-mono text-[0.8125rem]';

export function MailDeliveryNotice({
  className = '',
  outboxLink = false,
}: {
  className?: string;
  outboxLink?: boolean;
}) {
  if (useMailDelivery() !== 'off') return null;
  return (
    <section
      aria-labelledby="mail-off-heading"
      className={`rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 ${className}`}
      data-testid="mail-delivery-off"
    >
      <h2 id="mail-off-heading" className="font-semibold">
        Mail delivery is off: no mail leaves the shop
      </h2>
      <p className="mt-1">
        Order confirmations, password links and replies are written to the server&apos;s log and kept in the Outbox as
        &ldquo;Logged&rdquo;, but nobody receives them. To send them, start the shop with{' '}
        <code className={code}>SMTP_URL</code> (your mail provider&apos;s SMTP address) and{' '}
        <code className={code}>MAIL_FROM</code> (the sender), and <code className={code}>PUBLIC_URL</code> for the
        links. How: <code className={code}>docs/operations.md</code>, section &ldquo;Mail&rdquo;, in the shop&apos;s
        files.
      </p>
      {outboxLink && (
        <p className="mt-2">
          <a href="/admin/messages?tab=outbox" className="font-semibold underline underline-offset-2">
            See the Outbox
          </a>
        </p>
      )}
    </section>
  );
}
