// What a visitor typed, as mails print it (src/lib/typedText.ts), the name rule of the shared form
// schemas, the footer form's target and the subscriber CSV's cells.
import { describe, expect, it } from 'vitest';
import { addressSchema } from '../../src/lib/forms/address';
import { signupSchema } from '../../src/lib/forms/account';
import { contactMessageSchema } from '../../src/lib/forms/contact';
import { newsletterForm } from '../../src/lib/forms/newsletter';
import { looksLikeLink, unlinked, withoutBidiControls } from '../../src/lib/typedText';
import { csvCell } from '../../src/server/newsletter/csv';

describe('typed text in mails', () => {
  it('strips every bidi control: embeddings, overrides, isolates and marks', () => {
    expect(withoutBidiControls('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(withoutBidiControls('\u2066a\u2067b\u2068c\u2069\u202A\u202B\u202C\u202D\u200E\u200F\u061C')).toBe('abc');
    expect(withoutBidiControls('Zoë Ångström — Łódź')).toBe('Zoë Ångström — Łódź');
  });

  it('keeps typed text looking the same but never a link: a zero-width space after . : / @ inside words', () => {
    const text = unlinked('Visit evil.example/login or http://x.test, mail me@x.test');
    expect(text.replace(/\u200B/g, '')).toBe('Visit evil.example/login or http://x.test, mail me@x.test');
    expect(text).not.toMatch(/[\p{L}\p{N}]\.[\p{L}]/u);
    expect(text).not.toContain('://');
    expect(unlinked('Main St. 5, end.')).toBe('Main St. 5, end.');
    expect(unlinked('a\u202Eb.com')).toBe('ab.\u200Bcom');
  });

  it('tells a web address in a name', () => {
    for (const name of ['evil.example', 'Ann www.x', 'http://x', 'Bob visit shop.co', 'me@mail.test'])
      expect(looksLikeLink(name), name).toBe(true);
    for (const name of ['Ann Lee', 'J. R. R. Tolkien', 'Dr. Who', "O'Brien-Smith", 'José 2nd', 'St. Louis'])
      expect(looksLikeLink(name), name).toBe(false);
  });
});

describe('names in the shared form schemas', () => {
  const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('refuse a web address in a name, beside the name, at sign-up, in an address and in the contact form', () => {
    const signup = signupSchema.safeParse({
      name: 'Open evil.example now',
      email: 'a@b.test',
      password: 'x'.repeat(12),
    });
    expect(issue(signup)).toContain('name: cannot hold a web address (put a space after a dot)');
    const address = addressSchema.safeParse({
      name: 'https://evil.example',
      phone: '+1 555 0100',
      line1: '1 Main St.',
      city: 'Town',
      country: 'US',
    });
    expect(issue(address)).toEqual(['name: cannot hold a web address (put a space after a dot)']);
    const contact = contactMessageSchema.safeParse({ name: 'www.x', email: 'a@b.test', subject: 's', message: 'm' });
    expect(issue(contact)).toEqual(['name: cannot hold a web address (put a space after a dot)']);
    expect(signupSchema.safeParse({ name: 'J. Doe', email: 'a@b.test', password: 'x'.repeat(12) }).success).toBe(true);
  });
});

describe("the footer's newsletter form", () => {
  it("posts to the provider's address in a new tab when one is set, else to the shop's own list in the page", () => {
    expect(newsletterForm('https://list.example/subscribe?u=1')).toEqual({
      action: 'https://list.example/subscribe?u=1',
      target: '_blank',
      ownList: false,
    });
    expect(newsletterForm('')).toEqual({ action: '/api/newsletter', ownList: true });
  });
});

describe('the subscriber CSV', () => {
  it('quotes what needs it and keeps spreadsheets from running a cell as a formula', () => {
    expect(csvCell('a@b.test')).toBe('a@b.test');
    expect(csvCell(null)).toBe('');
    expect(csvCell('x,"y"')).toBe('"x,""y"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
  });
});
