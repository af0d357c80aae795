// The unsubscribe link in the footer of every mail to a customer: the address itself, signed with
// a key made from the auth secret, so any mail can carry one without a row per recipient, and
// only the shop can make one. It never expires: an old mail's link still works.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { absoluteUrl } from '../../lib/shopUrls';
import { authSecretKey } from '../accounts/authSecret';

/** The unsubscribe page (a button, so a mail scanner opening the link changes nothing). */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The one-click address of the List-Unsubscribe header (RFC 8058: a POST with no session). */
export const ONE_CLICK_PATH = '/api/newsletter/unsubscribe';

const signatureOf = (email: string) =>
  createHmac('sha256', authSecretKey()).update(`newsletter-unsubscribe:${email}`).digest().subarray(0, 18);

export function unsubscribeToken(email: string): string {
  return `${Buffer.from(email).toString('base64url')}.${signatureOf(email).toString('base64url')}`;
}

/** The address a token was made for, or null for one the shop did not make. */
export function emailOfUnsubscribeToken(token: string): string | null {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const email = Buffer.from(encoded, 'base64url').toString();
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(email);
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

export const unsubscribePageUrl = (shopUrl: string, email: string) =>
  absoluteUrl(shopUrl, `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(email))}`);

export const oneClickUrl = (shopUrl: string, email: string) =>
  absoluteUrl(shopUrl, `${ONE_CLICK_PATH}?token=${encodeURIComponent(unsubscribeToken(email))}`);
