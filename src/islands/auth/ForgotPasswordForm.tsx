// /forgot-password: one e-mail field. The answer is the same whatever the address (the server
// never says whether it has an account), so the form only shows it, or why it was refused.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { inWords } from '../ui/serverMessages';
import { useSending } from '../ui/useSending';
import Field from './Field';
import SubmitButton from './SubmitButton';

export default function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const { sending, send } = useSending();
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');
  const said = useRef<HTMLParagraphElement>(null);

  // the button the shopper pressed goes away: the answer takes the focus (and is read out)
  useEffect(() => {
    if (sent) said.current?.focus();
  }, [sent]);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void send(
      async () => {
        setFailure('');
        setSent((await api.auth.forgotPassword({ email })).message);
      },
      (err) => setFailure(err instanceof ApiError ? inWords(err.message, { email: 'Email' }) : String(err)),
    );
  }

  return (
    <div className="space-y-4">
      <p
        ref={said}
        role="status"
        tabIndex={-1}
        className={sent ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-ink' : 'sr-only'}
      >
        {sent}
      </p>
      {sent ? (
        <p className="text-sm text-ink-soft">
          Nothing arrived? Check your spam folder, or{' '}
          <button
            type="button"
            className="font-semibold text-brand-700 underline underline-offset-4"
            onClick={() => setSent('')}
          >
            try another address
          </button>
          .
        </p>
      ) : (
        <form className="space-y-4" aria-label="Reset your password" noValidate onSubmit={submit}>
          <Field
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={failure || undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SubmitButton sending={sending} label="Send me a reset link" sendingLabel="Sending…" />
        </form>
      )}
    </div>
  );
}
