// The admin's promotions page: how a promotion is described in words, and the form's draft made
// into the API's body and checked by the server's own schema, each problem named by its field.
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOf,
  draftProblems,
  emptyDraft,
  problemOfServer,
} from '../../src/islands/admin/promotions/promotionDraft';
import {
  datesText,
  describePromotion,
  targetText,
  usesText,
  valueText,
} from '../../src/islands/admin/promotions/promotionText';
import type { Promotion } from '../../src/lib/types';

const names = { categories: { c1: 'Headphones', c2: 'Cameras' }, products: { p1: 'Sony WH-1000' } };

function promotion(fields: Partial<Promotion> = {}): Promotion {
  return {
    _id: 'x',
    name: 'Sale',
    code: null,
    type: 'percentage',
    value: 10,
    target: null,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    combinable: false,
    priority: 0,
    uses: 0,
    given: 0,
    state: 'running',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

describe('promotion in words', () => {
  it('says what it gives', () => {
    expect(valueText({ type: 'percentage', value: 10 })).toBe('10%');
    expect(valueText({ type: 'percentage', value: 12.5 })).toBe('12.5%');
    expect(valueText({ type: 'fixed', value: 5 })).toBe('$5.00 off');
    expect(valueText({ type: 'fixed', value: 1234.5 })).toBe('$1,234.50 off');
    expect(valueText({ type: 'free_shipping', value: null })).toBe('Free shipping');
  });

  it('names what it applies to, and ids deleted since', () => {
    expect(targetText(null, names)).toBe('Whole order');
    expect(targetText({ categories: [], products: [] }, names)).toBe('Whole order');
    expect(targetText({ categories: ['c1', 'c2'], products: ['p1'] }, names)).toBe('Headphones, Cameras, Sony WH-1000');
    expect(targetText({ categories: ['gone'], variants: ['v1', 'v2'] }, names)).toBe('a removed category, 2 variants');
  });

  it('describes it in one line', () => {
    expect(describePromotion(promotion({ target: { categories: ['c1'] } }), names)).toBe('10% off Headphones');
    expect(describePromotion(promotion({ type: 'fixed', value: 5 }), names)).toBe('$5.00 off the whole order');
    expect(describePromotion(promotion({ type: 'free_shipping', value: null }), names)).toBe('Free shipping');
    expect(
      describePromotion(promotion({ type: 'free_shipping', value: null, target: { products: ['p1'] } }), names),
    ).toBe('Free shipping on Sony WH-1000');
  });

  it('shows dates on the shop wall clock, not the browser zone', () => {
    const start = '2026-12-01T08:00:00.000Z';
    const end = '2026-12-31T22:59:00.000Z';
    expect(datesText(null, null, 'UTC')).toBe('Always');
    expect(datesText(start, null, 'Europe/Berlin')).toBe('From Dec 1, 2026, 09:00');
    expect(datesText(null, end, 'Europe/Berlin')).toBe('Until Dec 31, 2026, 23:59');
    expect(datesText(start, end, 'UTC')).toBe('Dec 1, 2026, 08:00 to Dec 31, 2026, 22:59');
  });

  it('counts uses against the limit', () => {
    expect(usesText({ uses: 3, usageLimit: null })).toBe('3');
    expect(usesText({ uses: 1, usageLimit: 5 })).toBe('1 of 5');
  });
});

describe('promotion form draft', () => {
  it('makes the body: empty inputs are none, no code is automatic', () => {
    const body = bodyOf({ ...emptyDraft(), name: 'Ten', value: '10', categories: ['c1'] });
    expect(body).toEqual({
      name: 'Ten',
      code: null,
      type: 'percentage',
      value: 10,
      target: { categories: ['c1'], products: [], variants: [] },
      minSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      combinable: false,
      priority: 0,
    });
    expect(draftProblems({ ...emptyDraft(), name: 'Ten', value: '10' })).toEqual({});
    expect(bodyOf({ ...emptyDraft(), type: 'free_shipping', value: '7' }).value).toBeNull();
  });

  it('reads a stored promotion back on the shop wall clock, keeping its variants', () => {
    const draft = draftOf(
      promotion({
        code: 'WELCOME10',
        startsAt: '2026-12-01T08:00:00.000Z',
        usageLimit: 5,
        target: { variants: ['v1'] },
      }),
      'Europe/Berlin',
    );
    expect(draft).toMatchObject({ code: 'WELCOME10', startsAt: '2026-12-01T09:00', endsAt: '', usageLimit: '5' });
    expect(bodyOf(draft).target).toEqual({ categories: [], products: [], variants: ['v1'] });
  });

  it('names every problem by its field at once', () => {
    const problems = draftProblems({
      ...emptyDraft(),
      name: ' ',
      code: 'a b',
      value: '150',
      usageLimit: '0',
      startsAt: '2026-12-02T00:00',
      endsAt: '2026-12-01T00:00',
    });
    expect(problems.name).toMatch(/^[A-Z]/);
    expect(problems.code).toBe('Must be 3 to 32 letters, digits, - or _.');
    expect(problems.value).toBe('Must be a percentage from 1 to 100 (at most two decimals).');
    expect(problems.usageLimit).toBe('Must be a whole number of at least 1.');
    expect(problems.endsAt).toBe('Must be after the start.');
    expect(draftProblems({ ...emptyDraft(), name: 'X', type: 'fixed', value: '' }).value).toBeTruthy();
    expect(draftProblems({ ...emptyDraft(), name: 'X', value: '10', minSubtotal: 'abc' }).minSubtotal).toBeTruthy();
  });

  it("puts a server's 400 beside the field it names", () => {
    expect(problemOfServer('code: another promotion already has this code.')).toEqual({
      code: 'Another promotion already has this code.',
    });
    expect(problemOfServer('target.categories.0: there is no category with this id.')).toEqual({
      target: 'There is no category with this id.',
    });
    expect(problemOfServer('endsAt: must be after startsAt.')).toEqual({ endsAt: 'Must be after startsAt.' });
    expect(problemOfServer('Something else went wrong')).toBeNull();
  });
});
