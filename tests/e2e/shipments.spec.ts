// An order of two products shipped in two parcels from the admin's order panel (UPS, then DHL),
// the signed-in customer following both tracking links on their order page, and both parcels
// delivered, which delivers the order; the timeline and a staff note along the way.
import { makeProduct, placeOrderApi, shot } from './commerceHelpers';
import {
  createCustomer,
  expect,
  expectNoSeriousA11yIssues,
  guardConsole,
  islandReady,
  storeSession,
  test,
  toast,
} from './fixtures';
import { customerOrderPath } from '../../src/lib/shopUrls';
import { tableRows } from './adminHelpers';

test('two parcels: shipped by the admin with UPS and DHL, tracked by the customer, delivered', async ({
  page,
  browser,
  login,
  request,
}) => {
  const buyer = await createCustomer(request);
  const a = await makeProduct(request, { price: 20, stock: 10 }, 'Parcel Lamp');
  const b = await makeProduct(request, { price: 35, stock: 10 }, 'Parcel Case');
  const order = await placeOrderApi(request, buyer.token, [
    { productId: a._id, quantity: 2 },
    { productId: b._id, quantity: 1 },
  ]);

  await login('admin');
  await page.goto('/admin/orders');
  await islandReady(page);
  const main = page.getByRole('main');
  await main.getByPlaceholder('Search products...').fill(order.number);
  await expect(tableRows(page, 'Orders')).toHaveCount(1);
  await expect(tableRows(page, 'Orders').getByTestId('order-fulfilment')).toHaveText('Nothing shipped');
  // ticked with the keyboard, its packing slip opens as a PDF in a new tab
  await main
    .getByRole('checkbox', { name: `Select order ${order.number}` })
    .filter({ visible: true })
    .focus();
  await page.keyboard.press('Space');
  await expect(main.getByText('1 order selected')).toBeVisible();
  const slips = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Print packing slips' }).click();
  const slipTab = await slips;
  await expect.poll(() => slipTab.url()).toMatch(/^blob:/);
  await slipTab.close();
  await main
    .getByRole('button', { name: `Open order ${order.number}` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('dialog', { name: `Order ${order.number}` });
  const ship = dialog.getByRole('form', { name: 'Ship a parcel' });

  // a parcel without a carrier is refused beside the field, before anything is sent
  await ship.getByLabel(new RegExp(b.name)).fill('0');
  await ship.getByRole('button', { name: 'Ship parcel' }).click();
  await expect(ship.getByLabel('Carrier')).toBeFocused();
  await expect(ship.getByText('Choose the carrier.')).toBeVisible();
  await ship.getByLabel('Carrier').selectOption({ label: 'UPS' });
  await ship.getByLabel('Tracking number (optional)').fill('1Z999AA10123456784');
  await shot(page, 'admin-ship-form');
  await expectNoSeriousA11yIssues(page);
  await ship.getByRole('button', { name: 'Ship parcel' }).click();
  await expect(toast(page, 'Parcel shipped with UPS')).toBeVisible();
  const parcels = dialog.getByTestId('shipment');
  await expect(parcels).toHaveCount(1);
  await expect(parcels.first()).toContainText(`2 × ${a.name}`);
  await expect(parcels.first().getByRole('link', { name: /1Z999AA10123456784/ })).toHaveAttribute(
    'href',
    /ups\.com.*1Z999AA10123456784/,
  );
  await expect(dialog.getByTestId('still-to-come')).toContainText(`1 × ${b.name}`);

  // the rest, with DHL: only the speaker is left, all of it
  await expect(ship.getByLabel(new RegExp(a.name))).toHaveCount(0);
  await expect(ship.getByLabel(new RegExp(b.name))).toHaveValue('1');
  await ship.getByLabel('Carrier').selectOption({ label: 'DHL' });
  await ship.getByLabel('Tracking number (optional)').fill('JD014600006281230811');
  await ship.getByRole('button', { name: 'Ship parcel' }).click();
  await expect(parcels).toHaveCount(2);
  await expect(dialog.getByTestId('order-status')).toHaveText('Shipped');
  await expect(ship).toHaveCount(0);
  await expect(dialog.getByTestId('still-to-come')).toHaveCount(0);
  const timeline = dialog.getByTestId('order-timeline');
  await expect(timeline.locator('[data-type="shipment"]')).toHaveCount(2);

  // a note: an empty one is refused in words, a real one goes on top of the timeline
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(dialog.getByText('The note must not be empty.')).toBeVisible();
  await dialog.getByLabel('Add a note (staff only)').fill('Speaker boxed separately: fragile.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(timeline.getByTestId('order-event').first()).toContainText('Speaker boxed separately: fragile.');
  await shot(page, 'admin-order-shipments');
  await expectNoSeriousA11yIssues(page);

  // the customer, signed in elsewhere, follows both parcels
  const customerContext = await browser.newContext({ viewport: page.viewportSize()! });
  const customer = await customerContext.newPage();
  const customerConsole = guardConsole(customer);
  await storeSession(customer, buyer);
  await customer.goto(customerOrderPath(order._id));
  const detail = customer.getByTestId('order-detail');
  await expect(detail.getByTestId('order-status')).toHaveText('Shipped');
  const links = detail.getByTestId('tracking-link');
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute('href', /ups\.com.*1Z999AA10123456784/);
  await expect(links.nth(1)).toHaveAttribute('href', /dhl\.com.*JD014600006281230811/);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(detail.getByTestId('shipment').nth(1)).toContainText(`1 × ${b.name}`);
  // staff notes stay in the back office
  await expect(detail).not.toContainText('fragile');
  await shot(customer, 'customer-order-shipments');
  await expectNoSeriousA11yIssues(customer);

  // both delivered: the last delivery delivers the order
  await dialog.getByRole('button', { name: 'Mark delivered: parcel 1' }).click();
  await expect(parcels.first()).toContainText('Delivered');
  await expect(dialog.getByTestId('order-status')).toHaveText('Shipped');
  await dialog.getByRole('button', { name: 'Mark delivered: parcel 2' }).click();
  await expect(dialog.getByTestId('order-status')).toHaveText('Delivered');
  await expect(dialog.getByRole('button', { name: /^Mark delivered/ })).toHaveCount(0);
  await customer.reload();
  await expect(detail.getByTestId('order-status')).toHaveText('Delivered');
  await expect(detail.getByTestId('shipment').filter({ hasText: /Delivered/ })).toHaveCount(2);
  customerConsole.check();
  await customerContext.close();
});
