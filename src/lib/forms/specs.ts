// Typed specifications (docs/api.md#specifications): a category's attributes, and a product's
// values checked against them. Shared by the admin's panels and the writes, so both refuse the
// same values with the same words.
import { z } from 'zod';
import type { CategoryAttribute, SpecValue } from '../types';
import { REQUIRED } from './required';
import { isReservedKey, RESERVED_KEY_MESSAGE } from '../ownKeys';
import { keyedRecord } from './keyedRecord';

export const SPEC_LIMITS = { attributes: 30, key: 40, name: 60, unit: 12, values: 50, value: 60, text: 200 } as const;

const label = (max: number) => z.string().trim().min(1, REQUIRED).max(max, `must be at most ${max} characters.`);

const attributeSchema = z
  .object({
    key: label(SPEC_LIMITS.key)
      .regex(/^[a-z][a-z0-9_]*$/, 'may hold only a-z, 0-9 and _, starting with a letter.')
      .refine((key) => !isReservedKey(key), RESERVED_KEY_MESSAGE),
    name: label(SPEC_LIMITS.name),
    type: z.enum(['number', 'text', 'boolean', 'choice'], { message: 'must be number, text, boolean or choice.' }),
    unit: z.string().trim().max(SPEC_LIMITS.unit, `must be at most ${SPEC_LIMITS.unit} characters.`).optional(),
    values: z
      .array(label(SPEC_LIMITS.value))
      .max(SPEC_LIMITS.values, `may list at most ${SPEC_LIMITS.values} values.`)
      .refine((values) => new Set(values).size === values.length, 'must not repeat a value.')
      .optional(),
    filterable: z.boolean().default(false),
    inCompare: z.boolean().default(true),
  })
  .superRefine((attribute, ctx) => {
    if (attribute.type === 'choice' && !attribute.values?.length)
      ctx.addIssue({ code: 'custom', path: ['values'], message: 'a choice must list its values.' });
  })
  .transform(({ unit, values, ...attribute }): CategoryAttribute => ({
    ...attribute,
    ...(unit ? { unit } : {}),
    ...(attribute.type === 'choice' ? { values } : {}),
  }));

export const attributesSchema = z
  .array(attributeSchema)
  .max(SPEC_LIMITS.attributes, `may list at most ${SPEC_LIMITS.attributes} attributes.`)
  .refine((list) => new Set(list.map((a) => a.key)).size === list.length, 'must not repeat a key.');

/** A product's specs as sent: key -> value (null or '' leaves it unset). */
export const specsInputSchema = keyedRecord(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/**
 * The specs a product keeps, checked against its category's attributes: unknown keys, values of
 * the wrong type and choices outside the list are a `[path, message]` problem (path
 * `specs.<key>`). Empty values are dropped; numbers may come as text ("5000").
 */
export function checkSpecs(
  attributes: readonly CategoryAttribute[],
  input: Record<string, SpecValue | null>,
): { specs: Record<string, SpecValue> } | { problem: [string, string] } {
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  const specs: Record<string, SpecValue> = {};
  for (const [key, raw] of Object.entries(input)) {
    // a category stored before such keys were refused may still define one
    if (isReservedKey(key)) return { problem: [`specs.${key}`, RESERVED_KEY_MESSAGE] };
    const attribute = byKey.get(key);
    if (!attribute) return { problem: [`specs.${key}`, 'is not an attribute of this category.'] };
    if (raw === null || raw === '') continue;
    const value = specValue(attribute, raw);
    if (typeof value === 'object') return { problem: [`specs.${key}`, value.message] };
    specs[key] = value;
  }
  return { specs };
}

function specValue(attribute: CategoryAttribute, raw: SpecValue): SpecValue | { message: string } {
  switch (attribute.type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw) : NaN;
      return Number.isFinite(n) && Math.abs(n) < 1e12 ? n : { message: 'must be a number.' };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return raw;
      return raw === 'true' ? true : raw === 'false' ? false : { message: 'must be true or false.' };
    case 'choice':
      return typeof raw === 'string' && attribute.values?.includes(raw)
        ? raw
        : { message: `must be one of ${attribute.values?.join(', ')}.` };
    case 'text': {
      const text = String(raw).trim();
      return text.length <= SPEC_LIMITS.text ? text : { message: `must be at most ${SPEC_LIMITS.text} characters.` };
    }
  }
}

// formatSpec lives in a module without zod, so the compare page's island does not ship zod for it
export { formatSpec } from '../specFormat';

/**
 * A key names one specification across the whole shop: the catalogue's filter `spec.<key>` and
 * its facet take every category's values of it together, so a key another category already uses
 * must keep that category's type and unit. The first clash as `[path, message]`, or null.
 */
export function attributeKeyClash(
  attributes: readonly CategoryAttribute[],
  others: readonly { name: string; attributes: readonly CategoryAttribute[] }[],
): [string, string] | null {
  for (const [at, attribute] of attributes.entries())
    for (const other of others) {
      const used = other.attributes.find((a) => a.key === attribute.key);
      if (used && (used.type !== attribute.type || (used.unit ?? '') !== (attribute.unit ?? '')))
        return [
          `attributes.${at}.key`,
          `${attribute.key} is already a ${used.type}${used.unit ? ` (${used.unit})` : ''} in ${other.name}: give it the same type and unit, or another key.`,
        ];
    }
  return null;
}
