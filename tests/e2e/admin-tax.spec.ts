// The admin's tax rates: the list grouped by country, a rate added for a region of its own (a
// rate the schema refuses is named beside its field, and so is the server's refusal of a second
// rate of the same class there), edited, and deleted after the shop's dialog. Japan has no sample
// rates and no other spec ships there, so no other spec's totals move meanwhile.
import { expect, expectNoSeriousA11yIssues, islandReady, test, unique } from './fixtures';

test('admin tax rates: add, refuse a wrong one, edit, delete', async ({ page, login, allowConsoleError }) => {
  test.setTimeout(90_000);
  // the second rate of the same class is a 400 the browser logs
  allowConsoleError(/status of 400/);
  const region = unique('Hokkaido');
  await login('admin');
  await page.goto('/admin/tax');
  await islandReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
  const germany = page.getByRole('region', { name: 'Germany (DE)' });
  await expect(germany.getByText('Germany VAT').filter({ visible: true }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add Tax Rate' }).click();
  const panel = page.getByRole('dialog', { name: 'Add Tax Rate' });
  await panel.getByLabel('Country').selectOption('JP');
  await expect(panel.getByTestId('tax-country-preview')).toHaveText('Japan (JP)');
  await panel.getByLabel('Region (optional)').fill(region);
  await panel.getByLabel('Tax class').selectOption('zero');
  await panel.getByLabel('Rate (%)').fill('5');
  await panel.getByLabel('Name').fill('Exempt');
  await panel.getByRole('button', { name: 'Save Tax Rate' }).click();
  await expect(panel.getByText('Must be 0 for the zero class.')).toBeVisible();
  await expect(panel.getByLabel('Rate (%)')).toBeFocused();
  await expectNoSeriousA11yIssues(page);
  await panel.getByLabel('Rate (%)').fill('0');
  await panel.getByRole('button', { name: 'Save Tax Rate' }).click();
  await expect(panel).toBeHidden();
  const japan = page.getByRole('region', { name: 'Japan (JP)' });
  await expect(japan.getByText(region).filter({ visible: true })).toBeVisible();

  // a second zero rate for the same place: the server's refusal, beside the class
  await page.getByRole('button', { name: 'Add Tax Rate' }).click();
  await panel.getByLabel('Country').selectOption('JP');
  await panel.getByLabel('Region (optional)').fill(region);
  await panel.getByLabel('Tax class').selectOption('zero');
  await panel.getByLabel('Rate (%)').fill('0');
  await panel.getByLabel('Name').fill('Again');
  await panel.getByRole('button', { name: 'Save Tax Rate' }).click();
  await expect(panel.getByText(/already has a zero rate; change that one instead\.$/)).toBeVisible();
  await expect(panel.getByLabel('Tax class')).toBeFocused();
  await panel.getByRole('button', { name: 'Cancel' }).click();

  const label = `Exempt (JP, ${region}, Zero)`;
  await japan
    .getByRole('button', { name: `Edit ${label}` })
    .filter({ visible: true })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Tax Rate' });
  await expect(edit.getByLabel('Country')).toHaveValue('JP');
  await edit.getByLabel('Name').fill('Exempt goods');
  await edit.getByRole('button', { name: 'Update Tax Rate' }).click();
  await expect(edit).toBeHidden();
  await expect(japan.getByText('Exempt goods').filter({ visible: true })).toBeVisible();
  await expectNoSeriousA11yIssues(page);

  await japan
    .getByRole('button', { name: `Delete Exempt goods (JP, ${region}, Zero)` })
    .filter({ visible: true })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Tax Rate' });
  await expect(dialog).toContainText(`Japan · ${region} · Zero · 0%`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(japan).toHaveCount(0);
});
