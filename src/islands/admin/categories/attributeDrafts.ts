// A category's attributes as the admin edits them in the category panel, and the `attributes`
// JSON field they become (checked with attributesSchema, src/lib/forms/specs.ts, as the server does).
import { attributesSchema, SPEC_LIMITS } from '../../../lib/forms/specs';
import type { CategoryAttribute } from '../../../lib/types';
import type { FieldProblem } from '../kit/fieldProblem';

export interface AttributeDraft extends Required<Omit<CategoryAttribute, 'unit' | 'values'>> {
  /** React's key */
  rowKey: string;
  unit: string;
  values: string[];
  /** a new attribute's key follows its name until the admin types a key; a stored one never
   *  changes by itself, since products hold their values under it */
  keyFollowsName: boolean;
}

let counter = 0;

/** "Battery capacity" -> "battery_capacity", "Wi-Fi 6E" -> "wi_fi_6e", "4K video" -> "a_4k_video". */
export function keyFromName(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[0-9]/.test(key) ? `a_${key}` : key).slice(0, SPEC_LIMITS.key).replace(/_+$/, '');
}

export function attributeDrafts(attributes: readonly CategoryAttribute[] | undefined): AttributeDraft[] {
  return (attributes ?? []).map((a) => ({
    ...a,
    rowKey: `attribute-${++counter}`,
    unit: a.unit ?? '',
    values: a.values ?? [],
    keyFollowsName: false,
  }));
}

export function newAttribute(): AttributeDraft {
  return {
    rowKey: `attribute-${++counter}`,
    key: '',
    name: '',
    type: 'text',
    unit: '',
    values: [],
    filterable: false,
    inCompare: true,
    keyFollowsName: true,
  };
}

/** A draft with one field changed; a name change carries a following key along. */
export function editAttribute(draft: AttributeDraft, change: Partial<AttributeDraft>): AttributeDraft {
  const next = { ...draft, ...change };
  if (change.key !== undefined) next.keyFollowsName = false;
  else if (change.name !== undefined && draft.keyFollowsName) next.key = keyFromName(change.name);
  return next;
}

export const attributesPayload = (drafts: AttributeDraft[]) =>
  drafts.map((d) => ({
    key: d.key.trim(),
    name: d.name.trim(),
    type: d.type,
    ...(d.type === 'number' && d.unit.trim() ? { unit: d.unit.trim() } : {}),
    ...(d.type === 'choice' ? { values: d.values } : {}),
    filterable: d.filterable,
    inCompare: d.inCompare,
  }));

/** The first problem, named as the server's 400 would ("attributes.1.values"); null when they fit. */
export function attributesProblem(drafts: AttributeDraft[]): FieldProblem {
  const checked = attributesSchema.safeParse(attributesPayload(drafts));
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  const path = ['attributes', ...issue.path].join('.');
  // a repeated key is a problem of the list: shown at the second attribute with that key
  if (issue.path.length === 0) {
    const keys = drafts.map((d) => d.key.trim());
    const twin = keys.findIndex((key, i) => keys.indexOf(key) !== i);
    if (twin >= 0) return { path: `attributes.${twin}.key`, message: issue.message };
  }
  return { path, message: issue.message };
}
