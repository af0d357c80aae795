// Countries by ISO 3166 alpha-2 code, for shipping zones (docs/api.md#shipping). An address's
// country is the shopper's own text ("USA", "United Kingdom", "de"), so it is read as a code, an
// English name or a common other name; the names come from the runtime's Intl data, so no list of
// 250 names is kept here.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** Codes Intl names that are no country: groupings (EU, UN), private-use (Q*, X*) and "unknown". */
const NOT_COUNTRIES = /^(Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN|AA|OO)$/;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A code Intl knows under another one (UK is GB, FX is FR, YU is RS): the one it stands for. */
const canonical = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0].slice(4);

/** Every code Intl can name, with its English name; old and reserved codes are left out. */
const NAMES: ReadonlyMap<string, string> = new Map(
  [...LETTERS]
    .flatMap((a) => [...LETTERS].map((b) => a + b))
    .filter((code) => !NOT_COUNTRIES.test(code) && canonical(code) === code)
    .map((code): [string, string | undefined] => [code, regionNames.of(code)])
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== entry[0]),
);

/** What shoppers write besides the English name (the checkout's country is free text). */
const OTHER_NAMES: Record<string, string> = {
  usa: 'US',
  'u.s.a.': 'US',
  'united states of america': 'US',
  uk: 'GB',
  'u.k.': 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  deutschland: 'DE',
  holland: 'NL',
  'the netherlands': 'NL',
  nederland: 'NL',
  españa: 'ES',
  espana: 'ES',
  italia: 'IT',
  österreich: 'AT',
  schweiz: 'CH',
  suisse: 'CH',
  belgië: 'BE',
  belgique: 'BE',
};

const BY_NAME: ReadonlyMap<string, string> = new Map([
  ...[...NAMES].map(([code, name]): [string, string] => [name.toLowerCase(), code]),
  ...Object.entries(OTHER_NAMES),
]);

/** Whether `code` is a country's ISO alpha-2 code (upper case). */
export const isCountryCode = (code: string) => NAMES.has(code);

/** The country an address names, as its code; null when the text is no country known. */
export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const upper = trimmed.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) {
    // a current code is its own canonical form; only an old one ("UK") asks Intl, which is slow
    if (NAMES.has(upper)) return upper;
    const current = canonical(upper);
    if (NAMES.has(current)) return current;
  }
  return BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

/** Every country as [code, English name], by name: what a country picker offers. */
export const countryList = (): [string, string][] => [...NAMES].sort((a, b) => a[1].localeCompare(b[1], 'en'));

/** "Germany" for DE; the code itself when it is none. */
export const countryName = (code: string) => NAMES.get(code) ?? code;
