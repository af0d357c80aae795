// The protected-route rule (docs/product.md#roles) for /dashboard and /admin: no token or no stored
// user -> /auth, which comes back to this page after signing in; a role other than the required
// one -> /. The stored user is re-checked after the start-up profile refresh, so a role or status
// changed on the server counts at once.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $sessionLoading, $token, $user, refreshProfile } from '../../stores/session';
import { hasSession } from '../../stores/sessionActions';
import type { Role, User } from '../../lib/types';
import { isLeaving, leaveTo, sessionExpired, signInAgainUrl } from '../ui/sessionExpired';

type GuardState = { status: 'loading' } | { status: 'allowed'; user: User };

export function useSessionGuard(requiredRole?: Role): GuardState {
  const token = useStore($token);
  const user = useStore($user);
  const loading = useStore($sessionLoading);

  const redirect = !token || !user ? 'sign in' : requiredRole && user.role !== requiredRole ? '/' : null;

  useEffect(() => {
    // signed out already (no token or no stored user): nothing to refresh, just leave
    if (hasSession()) void refreshProfile(() => sessionExpired());
  }, []);

  useEffect(() => {
    if (redirect && !isLeaving()) leaveTo(redirect === 'sign in' ? signInAgainUrl() : redirect, { replace: true });
  }, [redirect]);

  if (loading || redirect || !user) return { status: 'loading' };
  return { status: 'allowed', user };
}
