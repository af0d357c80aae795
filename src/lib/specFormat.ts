// How a specification's value reads on a page, by its attribute's type and unit (src/lib/types.ts).
// Kept apart from the checks in ./forms/specs.ts (which re-exports it): the browser's compare page
// needs the words, not zod.
import type { CategoryAttribute, SpecValue } from './types';

/** A value as a page shows it: "5000 mAh", "Yes", "Wi-Fi 6E". */
export function formatSpec(attribute: CategoryAttribute, value: SpecValue | undefined): string {
  if (value === undefined || value === '') return '—';
  if (attribute.type === 'boolean') return value ? 'Yes' : 'No';
  if (attribute.type === 'number') {
    const number = typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 3 }) : value;
    return attribute.unit ? `${number} ${attribute.unit}` : String(number);
  }
  return String(value);
}
