// Text a visitor typed (names, addresses, messages) as the shop's mails and PDFs show it, and the
// rule that keeps web addresses out of names. A name is printed in mails the shop sends to
// whatever address was typed beside it, so a link in a name would be the shop mailing a
// stranger's link (docs/product.md#deliberate-changes, 32).

/** Marks that reorder text on screen (U+202E makes "exe.pdf" read "fdp.exe"), none of which a
 *  name or an address needs: ALM, LRM, RLM, the embeddings and overrides, the isolates. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** "://", "www." or a dot right between a letter or digit and two letters ("shop.example"). */
const LINK_LIKE = /:\/\/|www\.|[\p{L}\p{N}_-]\.\p{L}{2,}/iu;

export const looksLikeLink = (text: string): boolean => LINK_LIKE.test(text);

/** The refusal of a name that looks like a web address, beside its field. */
export const LINK_IN_NAME = 'cannot hold a web address (put a space after a dot)';

/**
 * What a visitor typed, made safe to print in a mail: no bidi controls, and a zero-width space
 * after each ".", ":", "/" and "@" that goes on into more text, so mail clients, which turn
 * "shop.example" and "http://..." into links by themselves, leave it as text. It reads the same.
 */
export function unlinked(text: string): string {
  return withoutBidiControls(text).replace(/([.:/@])(?=[\p{L}\p{N}/])/gu, '$1\u200B');
}
