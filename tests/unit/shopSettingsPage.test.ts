// The pure parts of the admin's Setting page and the tax lines' text: the form's problems by
// field (the shared schema's and the server's 400), and the history's sentences.
import { describe, expect, it } from 'vitest';
import { checkSettings, problemOfServer, sameSettings } from '../../src/islands/admin/settings/settingsDraft';
import { changeSentence } from '../../src/islands/admin/settings/settingsHistoryText';
import { formatRate, taxLineLabel } from '../../src/lib/taxText';
import type { ShopSettings, ShopSettingsChange } from '../../src/lib/types';

const settings: ShopSettings = {
  legalName: 'Electro Shop GmbH',
  address: 'Hauptstr. 1\n10115 Berlin',
  taxId: 'DE123456789',
  pricesIncludeTax: true,
  defaultCountry: 'DE',
  supportEmail: '',
  otherCarrierTrackingUrl: '',
};

const change = (changes: ShopSettingsChange['changes']): ShopSettingsChange => ({
  _id: 'c1',
  by: 'admin@shop.test',
  at: '2026-11-28T09:31:06.000Z',
  changes,
});

describe('the Setting form', () => {
  it('gives the settings as the server stores them: trimmed lines, the country in capitals', () => {
    expect(checkSettings({ ...settings, address: '  Hauptstr. 1 \n\n 10115 Berlin ', defaultCountry: ' de' })).toEqual({
      settings,
    });
  });

  it('names each field with a problem, once, as a sentence', () => {
    const found = checkSettings({ ...settings, legalName: 'x'.repeat(201), defaultCountry: 'ZZ' });
    expect(found).toEqual({
      problems: {
        legalName: 'Must be at most 200 characters.',
        defaultCountry: 'Must be a country code (ISO 3166 alpha-2), such as US or DE.',
      },
    });
  });

  it('reads a 400 that names a field as that field’s problem, and nothing else', () => {
    expect(problemOfServer('defaultCountry: must be a country code (ISO 3166 alpha-2), such as US or DE.')).toEqual({
      defaultCountry: 'Must be a country code (ISO 3166 alpha-2), such as US or DE.',
    });
    expect(problemOfServer('body: must be an object.')).toBeNull();
    expect(problemOfServer('Please sign in again')).toBeNull();
  });

  it('knows when nothing changed', () => {
    expect(sameSettings(settings, { ...settings })).toBe(true);
    expect(sameSettings(settings, { ...settings, pricesIncludeTax: false })).toBe(false);
  });
});

describe('the Setting history', () => {
  it('says who changed one field from what to what', () => {
    expect(changeSentence(change({ taxId: { from: '', to: 'DE123' } }))).toBe(
      'admin@shop.test changed Tax ID from "" to "DE123"',
    );
  });

  it('lists several fields in the form’s order, the mode as yes or no and the country by name', () => {
    expect(
      changeSentence(
        change({
          defaultCountry: { from: 'US', to: 'DE' },
          pricesIncludeTax: { from: false, to: true },
          legalName: { from: '', to: 'Electro Shop GmbH' },
        }),
      ),
    ).toBe(
      'admin@shop.test changed Legal name from "" to "Electro Shop GmbH", Catalogue prices include tax from no to yes and Default country from United States (US) to Germany (DE)',
    );
  });

  it('writes an address on one line and cuts a long value', () => {
    const long = 'Industriestraße 12, Gebäude C, 3. Obergeschoss, Zimmer 301, 80331 München';
    const sentence = changeSentence(change({ address: { from: 'Hauptstr. 1\n10115 Berlin', to: long } }));
    expect(sentence).toMatch(/^admin@shop\.test changed Address from "Hauptstr\. 1, 10115 Berlin" to "Industriestraße/);
    expect(sentence).toMatch(/…"$/);
    expect(sentence.length).toBeLessThan(140);
  });

  it('names a field it does not know by its key', () => {
    expect(changeSentence(change({ currency: { from: 'USD', to: 'EUR' } }))).toBe(
      'admin@shop.test changed currency from "USD" to "EUR"',
    );
  });
});

describe('tax lines', () => {
  it('read as the rate’s name and its percentage', () => {
    expect(taxLineLabel({ name: 'California sales tax', rate: 7.25 })).toBe('California sales tax (7.25%)');
    expect(taxLineLabel({ name: 'Germany VAT', rate: 19 })).toBe('Germany VAT (19%)');
    expect(taxLineLabel({ name: 'Germany VAT (reduced)', rate: 7 })).toBe('Germany VAT (reduced, 7%)');
    expect(formatRate(8.875)).toBe('8.875%');
    expect(formatRate(0)).toBe('0%');
  });
});
