// The promotion form's state as the inputs hold it (text), the API body made from it, and the
// problems of that body under the schema the server uses (src/lib/forms/promotion.ts), each
// named by the form field it concerns so the panel shows it beside that field.
import { promotionSchema, valueProblem, type PromotionType } from '../../../lib/forms/promotion';
import type { Promotion } from '../../../lib/types';
import { instantIn, wallTimeIn } from '../../../lib/zonedTime';

export interface PromotionDraft {
  name: string;
  /** empty: automatic */
  code: string;
  type: PromotionType;
  value: string;
  categories: string[];
  products: string[];
  /** kept as they are: the form picks categories and products only */
  variants: string[];
  minSubtotal: string;
  /** "2026-12-01T09:00", the shop's wall clock (a datetime-local input's value) */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  combinable: boolean;
  priority: string;
}

export type DraftField = Exclude<keyof PromotionDraft, 'categories' | 'products' | 'variants'> | 'target';
export type DraftProblems = Partial<Record<DraftField, string>>;

/** The form's fields in the order the panel shows them (and focuses the first problem). */
export const DRAFT_FIELDS: readonly DraftField[] = [
  'name',
  'code',
  'type',
  'value',
  'target',
  'minSubtotal',
  'startsAt',
  'endsAt',
  'usageLimit',
  'perCustomerLimit',
  'combinable',
  'priority',
];

export function emptyDraft(): PromotionDraft {
  return {
    name: '',
    code: '',
    type: 'percentage',
    value: '',
    categories: [],
    products: [],
    variants: [],
    minSubtotal: '',
    startsAt: '',
    endsAt: '',
    usageLimit: '',
    perCustomerLimit: '',
    combinable: false,
    priority: '0',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form of a stored promotion; its dates as the shop's wall clock in `zone`. */
export function draftOf(promotion: Promotion, zone: string): PromotionDraft {
  const wall = (iso: string | null) => (iso ? wallTimeIn(new Date(iso), zone) : '');
  return {
    name: promotion.name,
    code: promotion.code ?? '',
    type: promotion.type,
    value: text(promotion.value),
    categories: promotion.target?.categories ?? [],
    products: promotion.target?.products ?? [],
    variants: promotion.target?.variants ?? [],
    minSubtotal: text(promotion.minSubtotal),
    startsAt: wall(promotion.startsAt),
    endsAt: wall(promotion.endsAt),
    usageLimit: text(promotion.usageLimit),
    perCustomerLimit: text(promotion.perCustomerLimit),
    combinable: promotion.combinable,
    priority: text(promotion.priority),
  };
}

/** An empty input is "none"; anything else is read as a number (NaN fails the schema). */
const numberOrNull = (input: string) => (input.trim() === '' ? null : Number(input));
const textOrNull = (input: string) => (input.trim() === '' ? null : input.trim());

/** The JSON body of POST/PUT /api/promotions. */
export function bodyOf(draft: PromotionDraft) {
  const target = { categories: draft.categories, products: draft.products, variants: draft.variants };
  const targeted = target.categories.length + target.products.length + target.variants.length > 0;
  return {
    name: draft.name,
    code: textOrNull(draft.code),
    type: draft.type,
    value: draft.type === 'free_shipping' ? null : numberOrNull(draft.value),
    target: targeted ? target : null,
    minSubtotal: numberOrNull(draft.minSubtotal),
    startsAt: textOrNull(draft.startsAt),
    endsAt: textOrNull(draft.endsAt),
    usageLimit: numberOrNull(draft.usageLimit),
    perCustomerLimit: numberOrNull(draft.perCustomerLimit),
    combinable: draft.combinable,
    priority: numberOrNull(draft.priority) ?? 0,
  };
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

function fieldOf(path: string): DraftField | null {
  const head = path.split('.')[0] as DraftField;
  return DRAFT_FIELDS.includes(head) ? head : null;
}

/** Every problem of the body, the first one per field ("Must be …"); empty when it may be sent. */
export function draftProblems(draft: PromotionDraft): DraftProblems {
  const body = bodyOf(draft);
  const problems: DraftProblems = {};
  const parsed = promotionSchema.safeParse(body);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf(issue.path.join('.'));
    if (field && !problems[field]) problems[field] = sentence(issue.message);
  }
  // the schema checks the value's rule and the dates' order only once the rest passes: say all at once
  const value = valueProblem(body.type, body.value);
  if (value && !problems.value) problems.value = sentence(value);
  const start = body.startsAt ? instantIn(body.startsAt, 'UTC') : null;
  const end = body.endsAt ? instantIn(body.endsAt, 'UTC') : null;
  if (start && end && end <= start && !problems.endsAt) problems.endsAt = 'Must be after the start.';
  return problems;
}

/** A server's 400 "<field>: <message>" as the problem of that field, else null. */
export function problemOfServer(message: string): DraftProblems | null {
  const match = /^([A-Za-z]+(?:\.[^:\s]+)?): (.+)$/s.exec(message);
  const field = match && fieldOf(match[1]);
  return field ? { [field]: sentence(match[2]) } : null;
}
