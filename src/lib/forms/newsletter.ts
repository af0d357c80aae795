// The footer's newsletter form (POST /api/newsletter) and the links its mails carry: the e-mail
// is checked as sign-up checks it; the field is named EMAIL in the page (docs/product.md#shell).
import { z } from 'zod';
import { emailSchema } from './account';

export const newsletterSignupSchema = z.object({ email: emailSchema });

const tokenSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required' })
  .max(600, { error: 'is not valid' });

/** The confirmation link's `token` (POST /api/newsletter/confirm). */
export const newsletterConfirmSchema = z.object({ token: tokenSchema });
/** The unsubscribe link's `token` (POST /api/newsletter/unsubscribe). */
export const newsletterUnsubscribeSchema = z.object({ token: tokenSchema });

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Where the footer's form goes: the mailing-list service the settings name, in a new tab and as
 *  a plain form post (as the brief has it); without one, the shop's own list, in the page. */
export function newsletterForm(providerUrl: string): { action: string; target?: '_blank'; ownList: boolean } {
  return providerUrl
    ? { action: providerUrl, target: '_blank', ownList: false }
    : { action: '/api/newsletter', ownList: true };
}

/** What the form says after any accepted address, new or known (the answer tells nothing more). */
export const SUBSCRIBE_ANSWER =
  'Thank you! Please check your inbox: we have sent you a link to confirm your subscription.';
