// /verify-email?token=...: sends the mailed link's token once the page is open (a mail scanner
// fetching the link runs no script, so it verifies nothing) and says how it went. A signed-in
// tab refreshes its profile, so the account shows the address verified.
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import { refreshProfile } from '../../stores/session';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

export default function VerifyEmail() {
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // once, even when React runs effects twice
    if (sent.current) return;
    sent.current = true;
    const token = new URLSearchParams(window.location.search).get('token');
    if (!token) {
      setState({
        kind: 'failed',
        message: 'This page needs the link from your verification mail. Please open the whole link.',
      });
      return;
    }
    api.auth
      .verifyEmail({ token })
      .then((res) => {
        setState({ kind: 'done', message: res.message });
        void refreshProfile();
      })
      .catch((err) =>
        setState({
          kind: 'failed',
          message: err instanceof ApiError ? err.message.replace(/^token: t/, 'T') : String(err),
        }),
      );
  }, []);

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
      {state.kind !== 'working' && (
        <p>
          <a href="/dashboard" className={linkClass}>
            Go to your account
          </a>
        </p>
      )}
    </div>
  );
}
