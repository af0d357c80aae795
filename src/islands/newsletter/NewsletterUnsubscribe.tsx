// /newsletter/unsubscribe?token=...: one button, so a mail scanner opening the link changes
// nothing; the mail's own one-click header (RFC 8058) posts to the API without this page.
import { useState } from 'react';
import { api } from '../../lib/api';
import { failureOf, linkToken, outcomeClass, type Outcome } from './outcome';

export default function NewsletterUnsubscribe() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function leave() {
    if (outcome?.kind === 'working') return;
    const token = linkToken();
    if (!token) {
      setOutcome({
        kind: 'failed',
        message: 'This page needs the link from one of our mails. Please open the whole link.',
      });
      return;
    }
    setOutcome({ kind: 'working' });
    try {
      const res = await api.newsletter.unsubscribe({ token });
      setOutcome({ kind: 'done', message: `${res.message} (${res.email})` });
    } catch (err) {
      setOutcome(failureOf(err));
    }
  }

  return (
    <div className="space-y-4">
      {outcome?.kind !== 'done' && (
        <>
          <p className="text-ink-soft">
            Stop getting our newsletter at this address. Mails about your own orders and account still come when you
            place an order or ask for a link.
          </p>
          <button
            type="button"
            onClick={() => void leave()}
            aria-disabled={outcome?.kind === 'working'}
            className="min-h-11 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {outcome?.kind === 'working' ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
      <p role="status" className={outcome && outcome.kind !== 'working' ? outcomeClass(outcome) : 'sr-only'}>
        {outcome && outcome.kind !== 'working' ? outcome.message : ''}
      </p>
    </div>
  );
}
