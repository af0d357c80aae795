// The regions tax rates and shipping zones name, read the way shoppers write them: a US state as
// its postal code ("California", "calif." no, "california" and "CA" yes). Other countries' regions
// are compared as text, case and spaces aside.

const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const US_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

const squeeze = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The region as rates and zones compare it: a US state's code, else the text trimmed and lower
 *  case; '' for none. */
export function regionKey(country: string | null, region: string | undefined): string {
  const text = squeeze(region ?? '');
  if (!text) return '';
  if (country === 'US') {
    const upper = text.toUpperCase();
    if (US_STATES[upper]) return upper;
    const code = US_BY_NAME.get(text.toLowerCase());
    if (code) return code;
  }
  return text.toLowerCase();
}

/** The region as an admin's rate stores it: a US state's code, else the text as written. */
export function regionOfRate(country: string, region: string): string {
  const text = squeeze(region);
  if (country !== 'US' || !text) return text;
  const key = regionKey('US', text);
  return US_STATES[key.toUpperCase()] ? key.toUpperCase() : text;
}
