// The Setting page's history in words: 'admin@shop.test changed Tax ID from "" to "DE123"'. A
// change holds what the field was and became as the server stored them (GET /api/settings,
// docs/api.md#settings); a field the page does not know yet is named by its key.
import { SHOP_SETTINGS_LABELS } from '../../../lib/forms/shopSettings';
import { countryName } from '../../../lib/countries';
import type { ShopSettingsChange } from '../../../lib/types';

/** Longer values (an address) are cut here, so one change stays a line or two. */
const MAX_VALUE = 60;

function valueText(field: string, value: unknown): string {
  if (field === 'pricesIncludeTax' && typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'defaultCountry' && typeof value === 'string' && value) return `${countryName(value)} (${value})`;
  const text = typeof value === 'string' ? value.replace(/\s*\n\s*/g, ', ') : (JSON.stringify(value) ?? '');
  return `"${text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text}"`;
}

const labelOf = (field: string) => (SHOP_SETTINGS_LABELS as Record<string, string | undefined>)[field] ?? field;

/** "Tax ID from "" to "DE123"" for each field, in the page's order. */
function changeParts(change: ShopSettingsChange): string[] {
  const order = Object.keys(SHOP_SETTINGS_LABELS);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(change.changes)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, { from, to }]) => `${labelOf(field)} from ${valueText(field, from)} to ${valueText(field, to)}`);
}

/** "admin@shop.test changed Legal name from "" to "Electro GmbH" and Tax ID from "" to "DE123"" */
export function changeSentence(change: ShopSettingsChange): string {
  const parts = changeParts(change);
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : (parts[0] ?? 'nothing');
  return `${change.by} changed ${list}`;
}
