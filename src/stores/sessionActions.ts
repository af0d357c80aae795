// Session actions and reads that only islands use. They stay out of ./session.ts, which the
// static pages' shell loads whole (5 KB budget).
import type { User } from '../lib/types';
import { $token, $user, isSignedIn } from './session';

/** The profile as the server last answered it (after a save). */
export function setUser(user: User) {
  $user.set(user);
}

/** A password change answers with a new token; the old one no longer signs requests. */
export function renewToken(token: string) {
  $token.set(token);
}

/** Signed in right now, read outside a render (an effect or an event handler). */
export function hasSession() {
  return isSignedIn($token.get(), $user.get());
}
