// Session state shared by every island and the header script: `token` and `user` in
// localStorage (the keys of docs/product.md#entities), synced across tabs (./persisted.ts).
import { persistedAtom } from './persisted';
import { atom } from 'nanostores';
// The HTTP layer is loaded only when a profile refresh is due, so the static pages' shell script
// that imports this module stays small (no API client for signed-out visitors).
import type { ApiError } from '../lib/http';
import type { User } from '../lib/types';

export const $token = persistedAtom<string>('token', '');

export const $user = persistedAtom<User | null>('user', null, {
  encode: (value) => JSON.stringify(value),
  decode: (raw) => {
    try {
      return JSON.parse(raw) as User | null;
    } catch {
      return null;
    }
  },
});

/** Signed in = a stored token and a stored user (docs/product.md#states). The `$signedIn` store built on
 *  it lives in ./signedIn.ts, so the static pages' shell (5 KB budget) does not carry `computed`. */
export const isSignedIn = (token: string, user: User | null) => Boolean(token && user);

/** true until the start-up profile refresh has finished (or was not needed). */
export const $sessionLoading = atom(true);

export function signIn(token: string, user: User) {
  $token.set(token);
  $user.set(user);
}

export function signOut() {
  $token.set('');
  $user.set(null);
}

let refreshing: Promise<void> | null = null;

/**
 * Start-up profile refresh (docs/product.md#states): no token -> done at once; otherwise fetch the
 * profile and keep it. A failure is only logged, except that a token the server refuses
 * (401/403) can be handled by the caller via `onRejected` (the admin/dashboard layouts sign out).
 */
export function refreshProfile(onRejected?: (err: ApiError) => void): Promise<void> {
  if (refreshing) return refreshing;
  const token = $token.get();
  if (!token) {
    $sessionLoading.set(false);
    return Promise.resolve();
  }
  refreshing = import('../lib/http')
    .then(({ request }) => request<{ user: User }>('/api/auth/profile', { token }))
    .then(({ user }) => $user.set(user))
    .catch((err: Partial<ApiError>) => {
      console.log('error in fetching user', err?.message ?? err);
      if (err?.isAuthFailure) onRejected?.(err as ApiError);
    })
    .finally(() => $sessionLoading.set(false));
  return refreshing;
}
