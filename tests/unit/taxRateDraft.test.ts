// The tax rate form: the body it sends, the problems it shows before sending (the server's own
// schema) and where the server's 400 lands.
import { describe, expect, it } from 'vitest';
import {
  emptyTaxRate,
  taxBodyOf,
  taxDraftOf,
  taxDraftProblems,
  taxProblemOfServer,
} from '../../src/islands/admin/tax/taxRateDraft';

describe('the tax rate form', () => {
  it('sends the country as its code and no region for the whole country', () => {
    const draft = { ...emptyTaxRate(), country: 'germany', rate: '7', taxClass: 'reduced' as const, name: 'VAT' };
    expect(taxBodyOf(draft)).toEqual({ country: 'DE', region: null, taxClass: 'reduced', rate: 7, name: 'VAT' });
    expect(taxDraftProblems(draft)).toEqual({});
    const stored = { _id: 'r', country: 'US', region: 'CA', taxClass: 'standard' as const, rate: 7.25, name: 'Tax' };
    expect(taxBodyOf(taxDraftOf(stored))).toEqual({
      country: 'US',
      region: 'CA',
      taxClass: 'standard',
      rate: 7.25,
      name: 'Tax',
    });
  });

  it('names each field that is wrong, once', () => {
    expect(taxDraftProblems({ ...emptyTaxRate(), country: 'Atlantis', rate: '' })).toEqual({
      country: 'Must be a country code (ISO 3166 alpha-2), such as US or DE.',
      rate: 'Must be a percentage, such as 19 or 8.875.',
      name: 'Is required.',
    });
    const zero = { ...emptyTaxRate(), country: 'GB', taxClass: 'zero' as const, rate: '5', name: 'VAT' };
    expect(taxDraftProblems(zero)).toEqual({ rate: 'Must be 0 for the zero class.' });
  });

  it("shows the server's 400 beside the field it names", () => {
    expect(taxProblemOfServer('rate: must be at most 100.')).toEqual({ rate: 'Must be at most 100.' });
    expect(taxProblemOfServer('Tax rate not found')).toBeNull();
  });
});
