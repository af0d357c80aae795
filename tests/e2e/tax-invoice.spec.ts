// A shopper in the EU, as the sample shop's rates price them: checkout shows the German VAT on
// top of the US-style prices and the shipping choices with their estimates, the total follows the
// method chosen, the card payment goes through Stripe (the local stand-in), and the paid order's
// page offers the invoice, whose PDF says the same figures.
import { readFile } from 'node:fs/promises';
import { makeProduct, seedCart, shot } from './commerceHelpers';
import { createCustomer, expect, expectNoSeriousA11yIssues, islandReady, storeSession, test } from './fixtures';
import { pdfText } from '../helpers/pdfText';

test('an EU address: VAT and shipping at checkout, a card payment, and the invoice downloaded', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const product = await makeProduct(request, { price: 100, stock: 4 }, 'Invoice Desk Lamp');
  const customer = await createCustomer(request);
  await storeSession(page, customer);
  await seedCart(page, [{ productId: product._id, quantity: 1 }]);

  await page.goto('/checkout');
  await islandReady(page);
  await page.getByLabel('Full name').fill('Ines Invoice');
  await page.getByLabel('Phone').fill('+49 30 1234567');
  await page.getByLabel('Address line 1').fill('Unter den Linden 5');
  await page.getByLabel('City', { exact: true }).fill('Berlin');
  await page.getByLabel('Postal code (optional)').fill('10117');
  await page.getByLabel('Country').selectOption('DE');

  // Standard is free in the EU; 19% VAT is added to the $100.00
  const standard = page.getByRole('radio', { name: /Standard/ });
  await expect(standard).toBeChecked();
  await expect(page.getByText('Germany VAT (19%)')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$119.00');
  // Express by weight costs more, and its VAT is added too
  await page.getByRole('radio', { name: /Express/ }).check();
  await expect(page.getByTestId('checkout-total')).not.toHaveText('$119.00');
  await standard.check();
  await expect(page.getByTestId('checkout-total')).toHaveText('$119.00');
  await page.getByRole('radio', { name: 'Card (Stripe)' }).check();
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'checkout-eu-vat');

  const back = page.waitForURL(/\/dashboard\/orders\?id=[\w-]+&payment=done$/);
  await page.getByRole('button', { name: 'Place order and pay' }).click();
  await back;
  await islandReady(page);
  await expect(page.getByTestId('payment-banner')).toHaveText('Payment received', { timeout: 15_000 });
  const documents = page.getByTestId('order-documents');
  await expect(documents).toContainText(/INV-\d{4}-\d{6}/);
  await expectNoSeriousA11yIssues(page);
  await shot(page, 'order-with-invoice');

  const download = page.waitForEvent('download');
  await documents.getByRole('link', { name: 'Download invoice (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const text = await pdfText(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain('Invoice');
  expect(text).toContain('Ines Invoice');
  expect(text).toContain('Invoice Desk Lamp');
  expect(text).toContain('Germany VAT 19% $19.00');
  expect(text).toContain('Total $119.00');
  expect(text).toContain('Paid by card');
});
