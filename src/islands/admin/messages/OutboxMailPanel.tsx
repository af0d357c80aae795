// One mail of the outbox as its reader gets it: recipient, subject, the links it carries (a reset
// or verification link can be followed from here while mail delivery is off) and its plain text.
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import type { OutboxMail, OutboxMailBody } from '../../../lib/types';
import { formatDateTime } from '../../orders/formatDate';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { Panel } from '../kit/Panel';
import { EmailText } from '../../ui/EmailText';

type Loaded = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; mail: OutboxMailBody };

export function OutboxMailPanel({ mail, onClose }: { mail: OutboxMail | null; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!mail) return;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    api.outbox
      .get(mail._id, controller.signal)
      .then((res) => setLoaded({ state: 'ready', mail: res.mail }))
      .catch((err) => {
        if (controller.signal.aborted || handledAuthFailure(err)) return;
        setLoaded({ state: 'error', message: errorMessage(err) });
      });
    return () => controller.abort();
  }, [mail?._id, attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Panel open={Boolean(mail)} title={mail ? mail.subject : 'Mail'} onClose={onClose}>
      {mail && (
        <div className="space-y-5 p-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-ink-muted">To</dt>
            <dd className="text-ink">
              <EmailText email={mail.to} />
            </dd>
            <dt className="font-semibold text-ink-muted">Queued</dt>
            <dd className="text-ink">{formatDateTime(mail.createdAt)}</dd>
            {loaded.state === 'ready' && loaded.mail.replyTo && (
              <>
                <dt className="font-semibold text-ink-muted">Reply to</dt>
                <dd className="break-words text-ink">{loaded.mail.replyTo}</dd>
              </>
            )}
          </dl>
          {loaded.state === 'loading' && (
            <p role="status" className="text-sm text-ink-muted">
              Loading the mail
            </p>
          )}
          {loaded.state === 'error' && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-sale">
              <p>Could not load the mail: {loaded.message}</p>
              <button
                type="button"
                onClick={() => setAttempt((a) => a + 1)}
                className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-ink"
              >
                Try again
              </button>
            </div>
          )}
          {loaded.state === 'ready' && (
            <>
              <section aria-labelledby="mail-links-heading">
                <h3 id="mail-links-heading" className="mb-2 text-sm font-semibold text-ink">
                  Links
                </h3>
                {loaded.mail.links.length ? (
                  <ul className="space-y-1 text-sm">
                    {loaded.mail.links.map((link) => (
                      <li key={link}>
                        <a
                          href={link}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="break-all text-brand-700 underline hover:text-brand-800"
                        >
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-ink-muted">This mail has no links.</p>
                )}
              </section>
              <section aria-labelledby="mail-text-heading">
                <h3 id="mail-text-heading" className="mb-2 text-sm font-semibold text-ink">
                  Text
                </h3>
                <pre
                  className="whitespace-pre-wrap break-words rounded-md border border-line bg-slate-50 p-4 font-sans text-sm leading-relaxed text-ink"
                  data-testid="mail-text"
                >
                  {loaded.mail.text}
                </pre>
              </section>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
