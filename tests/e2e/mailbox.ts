// What the shop under test mailed, read from the browser tests' inbox (tests/helpers/mailInbox.ts,
// started by playwright.config.ts), and the links in it, to follow as a customer would.
import { expect } from '@playwright/test';
import { INBOX_URL } from '../../playwright.config';
import type { InboxMail } from '../helpers/mailInbox';

/** Waits for the `count`-th mail to `to` whose subject matches, and answers it. */
export async function waitForMail(to: string, subject: RegExp, { count = 1, timeoutMs = 20_000 } = {}) {
  let found: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        const res = await fetch(`${INBOX_URL}/mails?to=${encodeURIComponent(to)}`);
        found = ((await res.json()) as InboxMail[]).filter((mail) => subject.test(mail.subject));
        return found.length;
      },
      { message: `mail to ${to} with a subject like ${subject}`, timeout: timeoutMs },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1];
}

/**
 * The link to `path` in a mail, checked to be the same in its HTML and its plain text, as the
 * path and query a test opens on the shop under test.
 */
export function linkIn(mail: InboxMail, path: string): string {
  const pattern = new RegExp(`https?://[^\\s"<>]*${path.replace(/[.?]/g, '\\$&')}(?:\\?[^\\s"<>]*)?`);
  const inText = mail.text.match(pattern)?.[0];
  const inHtml = mail.html.match(pattern)?.[0]?.replaceAll('&amp;', '&');
  expect(inText, `a link to ${path} in the text of "${mail.subject}"`).toBeTruthy();
  expect(inHtml, `the same link in the HTML of "${mail.subject}"`).toBe(inText);
  const url = new URL(inText!);
  return url.pathname + url.search;
}
