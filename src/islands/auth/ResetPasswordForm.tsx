// /reset-password?token=...: the new password, under the sign-up's rule (the field's hint; the
// server adds the account's e-mail and the common-password list). Success signs this browser in;
// a used, expired or unknown link says which and offers a new one.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { passwordProblem } from '../../lib/forms/passwordRule';
import { signIn } from '../../stores/session';
import { serverFieldError } from '../ui/serverMessages';
import { useSending } from '../ui/useSending';
import NewPasswordField from './NewPasswordField';
import SubmitButton from './SubmitButton';

const LABEL = 'New password';
const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

export default function ResetPasswordForm() {
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [linkProblem, setLinkProblem] = useState('');
  const { sending, send } = useSending();
  const [done, setDone] = useState('');
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') ?? ''), []);
  // the form goes away: its outcome takes the focus (and is read out)
  useEffect(() => {
    if (done || linkProblem) said.current?.focus();
  }, [done, linkProblem]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending || !token) return;
    const problem = passwordProblem(password);
    if (problem) return setError(`${LABEL} ${problem}`);
    await send(
      async () => {
        setError('');
        const res = await api.auth.resetPassword({ token, password });
        signIn(res.token, res.user);
        setDone(res.message);
      },
      (err) => {
        const message = err instanceof ApiError ? err.message : String(err);
        // "token: this password reset link has expired. ..." -> "This password reset link has expired. ..."
        const named = serverFieldError(message, { token: '', password: LABEL });
        if (named?.field === 'token') setLinkProblem(named.text);
        else setError(named?.text ?? message);
      },
    );
  }

  if (token === null) return <p className="text-ink-muted">Loading</p>;
  if (done)
    return (
      <div className="space-y-4">
        <p
          ref={said}
          tabIndex={-1}
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-ink"
        >
          {done}
        </p>
        <p>
          <a href="/dashboard" className={linkClass}>
            Go to your account
          </a>
        </p>
      </div>
    );
  if (!token || linkProblem)
    return (
      <div className="space-y-4">
        <p ref={said} tabIndex={-1} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sale">
          {linkProblem || 'This page needs the link from your password reset mail. Please open the whole link.'}
        </p>
        <p>
          <a href="/forgot-password" className={linkClass}>
            Ask for a new link
          </a>
        </p>
      </div>
    );

  return (
    <form className="space-y-4" aria-label="Choose a new password" noValidate onSubmit={submit}>
      <NewPasswordField
        id="reset-password"
        label={LABEL}
        value={password}
        required
        error={error || undefined}
        aria-describedby="reset-note"
        onChange={(e) => {
          setPassword(e.target.value);
          setError('');
        }}
      />
      <p id="reset-note" className="text-sm text-ink-muted">
        Every device signed in to your account will be signed out.
      </p>
      <SubmitButton sending={sending} label="Set new password" sendingLabel="Saving…" />
    </form>
  );
}
