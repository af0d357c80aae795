// How the admin's promotions list says what a promotion is ("10% off Headphones", "$5.00 off",
// "Free shipping"), what it applies to and when, in words. Dates are the shop's wall clock
// (SHOP_TIME_ZONE), the zone the server reads the form's dates in (src/lib/zonedTime.ts), so a
// promotion entered as "Dec 1, 09:00" reads back the same whatever the admin's browser's zone.
import { formatPrice } from '../../../lib/formatPrice';
import type { Promotion } from '../../../lib/types';
import { plural } from '../../../lib/plural';

/** id -> name of the categories and products a target may list */
export interface TargetNames {
  categories: Record<string, string>;
  products: Record<string, string>;
}

export const STATE_LABELS: Record<Promotion['state'], string> = {
  scheduled: 'Scheduled',
  running: 'Running',
  ended: 'Ended',
};

/** "10%", "12.5%", "$5.00 off", "Free shipping" */
export function valueText({ type, value }: Pick<Promotion, 'type' | 'value'>): string {
  if (type === 'free_shipping') return 'Free shipping';
  if (type === 'percentage') return `${Number((value ?? 0).toFixed(2))}%`;
  return `${formatPrice(value ?? 0)} off`;
}

/** "Whole order", or the names of the categories and products it targets (and how many variants). */
export function targetText(target: Promotion['target'], names: TargetNames): string {
  const categories = target?.categories ?? [];
  const products = target?.products ?? [];
  const variants = target?.variants ?? [];
  if (categories.length + products.length + variants.length === 0) return 'Whole order';
  // a target keeps the ids of categories and products deleted since: say so rather than hide them
  const parts = [
    ...categories.map((id) => names.categories[id] ?? 'a removed category'),
    ...products.map((id) => names.products[id] ?? 'a removed product'),
  ];
  if (variants.length) parts.push(plural(variants.length, 'variant'));
  return parts.join(', ');
}

/** One line: "10% off Headphones", "$5.00 off the whole order", "Free shipping on Cameras". */
export function describePromotion(promotion: Pick<Promotion, 'type' | 'value' | 'target'>, names: TargetNames): string {
  const target = targetText(promotion.target, names);
  const on = target === 'Whole order' ? 'the whole order' : target;
  if (promotion.type === 'free_shipping') return target === 'Whole order' ? 'Free shipping' : `Free shipping on ${on}`;
  return `${valueText(promotion)}${promotion.type === 'percentage' ? ' off' : ''} ${on}`;
}

function wallText(iso: string, zone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** "Always", "From Dec 1, 2026, 09:00", "Until …", "Dec 1, 2026, 09:00 to Dec 31, 2026, 23:59". */
export function datesText(startsAt: string | null, endsAt: string | null, zone: string): string {
  if (startsAt && endsAt) return `${wallText(startsAt, zone)} to ${wallText(endsAt, zone)}`;
  if (startsAt) return `From ${wallText(startsAt, zone)}`;
  if (endsAt) return `Until ${wallText(endsAt, zone)}`;
  return 'Always';
}

/** "3", or "3 of 5" with a usage limit. */
export function usesText({ uses, usageLimit }: Pick<Promotion, 'uses' | 'usageLimit'>): string {
  return usageLimit === null ? String(uses) : `${uses} of ${usageLimit}`;
}
