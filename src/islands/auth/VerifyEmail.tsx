// /verify-email?token=...: sends the mailed link's token once the page is open (a mail scanner
// fetching the link runs no script, so it verifies nothing) and says how it went. A signed-in
// tab refreshes its profile, so the account shows the address verified. When the link fails,
// a signed-in, unverified account can have a new one mailed; a signed-out visitor signs in first.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { authUrlFor } from '../../lib/authUrl';
import { $token, $user, refreshProfile } from '../../stores/session';
import { inWords } from '../ui/serverMessages';
import { useSending } from '../ui/useSending';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';
const messageOf = (err: unknown) =>
  err instanceof ApiError ? inWords(err.message, { token: '' }) : err instanceof Error ? err.message : String(err);

export default function VerifyEmail() {
  const token = useStore($token);
  const user = useStore($user);
  const [state, setState] = useState<State>({ kind: 'working' });
  const [resent, setResent] = useState('');
  const { sending, send } = useSending();
  const sent = useRef(false);

  useEffect(() => {
    // once, even when React runs effects twice
    if (sent.current) return;
    sent.current = true;
    const linkToken = new URLSearchParams(window.location.search).get('token');
    if (!linkToken) {
      setState({
        kind: 'failed',
        message: 'This page needs the link from your verification mail. Please open the whole link.',
      });
      return;
    }
    api.auth
      .verifyEmail({ token: linkToken })
      .then((res) => {
        setState({ kind: 'done', message: res.message });
        void refreshProfile();
      })
      .catch((err) => setState({ kind: 'failed', message: messageOf(err) }));
  }, []);

  const resend = () =>
    send(
      async () => setResent((await api.auth.resendVerification()).message),
      (err) => setResent(messageOf(err)),
    );

  const signedIn = Boolean(token && user);
  return (
    <div className="space-y-4">
      <p
        role="status"
        className={
          state.kind === 'done'
            ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-ink'
            : state.kind === 'failed'
              ? 'rounded-lg border border-red-200 bg-red-50 p-4 text-sale'
              : 'text-ink-muted'
        }
      >
        {state.kind === 'working' ? 'Verifying your e-mail address…' : state.message}
      </p>
      {state.kind === 'failed' && !signedIn && (
        <p>
          <a href={authUrlFor('/verify-email')} className={linkClass}>
            Sign in to get a new link
          </a>
        </p>
      )}
      {state.kind === 'failed' && signedIn && !user?.emailVerified && (
        <div className="space-y-2">
          <button
            type="button"
            disabled={sending}
            onClick={() => void resend()}
            className="rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {sending ? 'Sending…' : `Send a new link to ${user?.email}`}
          </button>
          <p role="status" className="text-sm text-ink-soft">
            {resent}
          </p>
        </div>
      )}
      {state.kind !== 'working' && signedIn && (
        <p>
          <a href="/dashboard" className={linkClass}>
            Go to your account
          </a>
        </p>
      )}
    </div>
  );
}
