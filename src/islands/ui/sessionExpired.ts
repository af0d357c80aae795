// One reaction to a token the server refuses (401/403), from the start-up profile check or
// any admin call: sign out and go to the sign-in page, which says why (a toast would go with
// the page it was shown on) and comes back here after signing in.
import { ApiError } from '../../lib/api';
import { authUrlFor } from '../../lib/authUrl';
import { signOut } from '../../stores/session';

export const SESSION_ENDED_MESSAGE = 'Your session has ended or your account was blocked. Please sign in again.';
const ENDED_PARAM = 'ended';

/** Whether the sign-in page was opened by a session the server ended. */
export const sessionEndedIn = (search: string) => new URLSearchParams(search).has(ENDED_PARAM);

let leaving = false;

/** true once the page is navigating away on purpose, so the guard does not redirect a second time */
export function isLeaving() {
  return leaving;
}

export function leaveTo(path: string, { replace = false } = {}) {
  leaving = true;
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/** The sign-in page, coming back to this page afterwards. */
export const signInAgainUrl = () => authUrlFor(window.location.pathname + window.location.search);

export function sessionExpired() {
  if (leaving) return;
  leaving = true;
  signOut();
  const url = signInAgainUrl();
  window.location.assign(`${url}${url.includes('?') ? '&' : '?'}${ENDED_PARAM}=1`);
}

/** For admin calls: true (and the sign-out started) when the error is a refused token. */
export function handledAuthFailure(err: unknown): boolean {
  if (err instanceof ApiError && err.isAuthFailure) {
    sessionExpired();
    return true;
  }
  return false;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
