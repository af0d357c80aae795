// One reaction to a token the server refuses (401/403), from the start-up profile check or
// any admin call: sign out, say why, and go to the sign-in page, which comes back here afterwards.
// An alert is used because the page is about to change, which would take a toast with it.
import { ApiError } from '../../lib/api';
import { authUrlFor } from '../../lib/authUrl';
import { signOut } from '../../stores/session';

const SESSION_EXPIRED_MESSAGE = 'Your session has ended or your account was blocked. Please sign in again.';

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
  window.alert(SESSION_EXPIRED_MESSAGE);
  window.location.assign(signInAgainUrl());
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
