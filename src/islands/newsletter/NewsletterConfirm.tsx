// /newsletter/confirm?token=...: sends the mailed link's token once the page is open (a mail
// scanner fetching the link runs no script, so it subscribes no one) and says how it went.
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { failureOf, linkToken, outcomeClass, type Outcome } from './outcome';

export default function NewsletterConfirm() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // once, even when React runs effects twice
    if (sent.current) return;
    sent.current = true;
    const token = linkToken();
    if (!token) {
      setOutcome({
        kind: 'failed',
        message: 'This page needs the link from your confirmation mail. Please open the whole link.',
      });
      return;
    }
    api.newsletter
      .confirm({ token })
      .then((res) => setOutcome({ kind: 'done', message: `${res.message} We will write to ${res.email}.` }))
      .catch((err) => setOutcome(failureOf(err)));
  }, []);

  return (
    <div className="space-y-4">
      <p role="status" className={outcomeClass(outcome)}>
        {outcome.kind === 'working' ? 'Confirming your subscription…' : outcome.message}
      </p>
      {outcome.kind !== 'working' && (
        <p>
          <a href="/products" className="font-semibold text-brand-700 underline underline-offset-4">
            See what is new in the shop
          </a>
        </p>
      )}
    </div>
  );
}
