// /auth (docs/product.md#auth): tabs Login and Create Account; their results are toasts
// (src/stores/toasts.ts). A session the server ended is said above the tabs.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { safeNext } from '../../lib/safeNext';
import { SESSION_ENDED_MESSAGE, sessionEndedIn } from '../ui/sessionExpired';
import LoginForm from './LoginForm';
import SignupForm from './SignupForm';

const TABS = [
  { id: 'login', label: 'Login' },
  { id: 'create', label: 'Create Account' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export default function AuthPanel() {
  const [tab, setTab] = useState<TabId>('login');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // on the way to checkout, buying without an account is offered too (read after mount: the
  // page is built once for every ?next=)
  const [toCheckout, setToCheckout] = useState(false);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    setToCheckout(safeNext(window.location.search) === '/checkout');
    setEnded(sessionEndedIn(window.location.search));
  }, []);

  function onKeyDown(e: KeyboardEvent, index: number) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    e.preventDefault();
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : (index + (e.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    setTab(TABS[next]!.id);
    refs.current[next]?.focus();
  }

  return (
    <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
      {ended && (
        <p role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-sale">
          {SESSION_ENDED_MESSAGE}
        </p>
      )}
      <div
        role="tablist"
        aria-label="Sign in or create an account"
        className="mb-6 grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`auth-tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`auth-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={`rounded-lg px-3 py-2 text-sm font-semibold transition ${
              tab === t.id ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink'
            }`}
          >
            {t.label}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t.id}
          id={`auth-panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`auth-tab-${t.id}`}
          hidden={tab !== t.id}
        >
          {t.id === 'login' ? <LoginForm /> : <SignupForm />}
        </div>
      ))}
      {toCheckout && (
        <p className="mt-6 border-t border-line pt-5 text-center text-sm text-ink-soft">
          No account needed:{' '}
          <a href="/checkout?guest=1" className="font-semibold text-brand-700 underline underline-offset-4">
            Continue as guest
          </a>
        </p>
      )}
    </div>
  );
}
