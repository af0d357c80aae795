// The contact form (/contact-us, linked from the footer) and the admin's Messages page: the
// message arrives unread, opening it marks it read, the reply is queued as a mail and shows in
// the Outbox tab as Sent, and arrives at the writer's address (a real SMTP server: ./mailbox.ts).
import type { Page } from '@playwright/test';
import { tableRow } from './adminHelpers';
import { expect, expectNoSeriousA11yIssues, islandReady, test, unique } from './fixtures';
import { waitForMail } from './mailbox';

async function openContact(page: Page) {
  await page.goto('/contact-us');
  await islandReady(page);
}

test.describe('contact form', () => {
  test("the footer's Contact Us opens it; a message is sent and thanked for, keyboard only", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 400/);
    await page.goto('/faqs');
    // on phones the footer's columns are folded: the link is there, behind its heading
    await expect(page.locator('footer a', { hasText: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await openContact(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    // nothing filled in: the server's answer is shown under the field, which takes the focus
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await page.getByLabel('Name').fill('Kim Keyboard');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`${unique('kim').replace(/\W+/g, '.')}@example.test`);
    await page.keyboard.press('Tab');
    const subject = unique('Opening hours');
    await page.keyboard.type(subject);
    await page.keyboard.press('Tab');
    await page.keyboard.type('When can I pick up an order?\nThanks!');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('status').filter({ hasText: 'your message has been sent' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expectNoSeriousA11yIssues(page);
    // a copy goes to the shop's address (MAIL_FROM's, as playwright.config.ts sets it)
    const copy = await waitForMail('shop@shop.test', new RegExp(`contact\\] ${subject}$`));
    expect(copy.text).toContain('When can I pick up an order?');
  });
});

test.describe('admin messages', () => {
  test.setTimeout(60_000);

  test('a new message is listed unread, opened, answered by e-mail, and the reply is in the Outbox', async ({
    page,
    login,
    request,
  }) => {
    const subject = unique('Warranty question');
    const email = `${unique('writer').replace(/\W+/g, '.')}@example.test`;
    const sent = await request.post('/api/messages', {
      data: { name: 'Wendy Writer', email, subject, message: 'Is the warranty two years?' },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await login('admin');
    await page.goto('/admin/messages');
    await islandReady(page);
    await expect(page.getByRole('tab', { name: /Contact messages/ })).toHaveAttribute('aria-selected', 'true');
    await page.getByPlaceholder('Search messages...').fill(subject);
    // the (debounced) search has landed: ours is the only message listed
    await expect(page.getByText('1 message in total')).toBeVisible();
    const row = tableRow(page, 'Contact messages', subject);
    await expect(row).toHaveCount(1);
    await expect(row.getByText('New')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);

    // the tab's unread count follows the message read, without a reload
    const messagesTab = page.getByRole('tab', { name: /Contact messages/ });
    const unread = async () => Number(/(\d+)\s*unread/.exec((await messagesTab.textContent()) ?? '')?.[1] ?? 0);
    const unreadBefore = await unread();
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    await row.getByRole('button', { name: /^Open and reply/ }).click();
    const panel = page.getByRole('dialog', { name: subject });
    await expect(panel.getByText('Is the warranty two years?')).toBeVisible();
    await expect(row.getByText('New')).toHaveCount(0);
    await expect.poll(unread).toBe(unreadBefore - 1);
    await panel.getByLabel(`Reply to ${email}`).fill('Yes: two years, parts and labour.');
    await panel.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.locator('[data-toast]')).toContainText(`Your reply to ${email} is on its way`);
    await expect(panel.getByText('Answered')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(row.getByText('Answered')).toBeVisible();

    // the tabs follow the arrow keys; the Outbox lists the reply
    await page.getByRole('tab', { name: /Contact messages/ }).focus();
    await page.keyboard.press('ArrowRight');
    const outboxTab = page.getByRole('tab', { name: /Outbox/ });
    await expect(outboxTab).toBeFocused();
    await expect(outboxTab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=outbox$/);
    await page.getByPlaceholder('Search recipient or subject...').fill(email);
    const mail = tableRow(page, 'Outbox', `Re: ${subject}`);
    await expect(mail).toHaveCount(1);
    await expect(async () => {
      await page.reload();
      await islandReady(page);
      await page.getByPlaceholder('Search recipient or subject...').fill(email);
      await expect(page.getByText('1 mail in total.')).toBeVisible({ timeout: 2_000 });
      await expect(mail.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    const reply = await waitForMail(email, new RegExp(`^Re: ${subject}$`));
    expect(reply.text).toContain('Yes: two years, parts and labour.');
    // the admin reads what was sent
    await mail.getByRole('button', { name: `View the mail "Re: ${subject}" to ${email}` }).click();
    const viewed = page.getByRole('dialog', { name: `Re: ${subject}` });
    await expect(viewed.getByTestId('mail-text')).toContainText('Yes: two years, parts and labour.');
    await expectNoSeriousA11yIssues(page);
    await page.keyboard.press('Escape');
    await expect(viewed).toBeHidden();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
  });
});
