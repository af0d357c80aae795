// The shipping zone form's state as the inputs hold it (text), the API body made from it, and the
// problems of that body under the schema the server parses with (src/lib/forms/shipping.ts), each
// keyed by the path the schema and the server's 400 name ("methods.1.bands.0.price"), which is
// also what the control's id is made from, so a problem shows beside its control.
import { countryCodeOf } from '../../../lib/countries';
import { REST_OF_WORLD, shippingZoneSchema, type ShippingMethodType } from '../../../lib/forms/shipping';
import type { ShippingMethod, ShippingZone } from '../../../lib/types';
import { pathId, type PathProblems } from '../kit/PathField';

export interface BandDraft {
  upToGrams: string;
  price: string;
}

export interface MethodDraft {
  /** React's key: rows move and go, so their index is no name */
  key: number;
  /** a stored method's id: sent back, it keeps its id (orders and open checkouts name it) */
  id?: string;
  name: string;
  type: ShippingMethodType;
  price: string;
  freeOver: string;
  bands: BandDraft[];
  minDays: string;
  maxDays: string;
}

export interface ZoneDraft {
  name: string;
  /** comma-separated, as typed: codes or English names, or "*" */
  countries: string;
  regions: string;
  postalPrefixes: string;
  methods: MethodDraft[];
}

export type ZoneProblems = PathProblems;

let nextKey = 1;

export function emptyMethod(): MethodDraft {
  return {
    key: nextKey++,
    name: '',
    type: 'flat',
    price: '',
    freeOver: '',
    bands: [{ upToGrams: '', price: '' }],
    minDays: '',
    maxDays: '',
  };
}

export function emptyZone(): ZoneDraft {
  return { name: '', countries: '', regions: '', postalPrefixes: '', methods: [emptyMethod()] };
}

const text = (value: number | null) => (value === null ? '' : String(value));

function methodDraft(method: ShippingMethod): MethodDraft {
  return {
    key: nextKey++,
    id: method.id,
    name: method.name,
    type: method.type,
    price: text(method.price),
    freeOver: text(method.freeOver),
    bands: method.bands.length
      ? method.bands.map((b) => ({ upToGrams: String(b.upToGrams), price: String(b.price) }))
      : [{ upToGrams: '', price: '' }],
    minDays: String(method.minDays),
    maxDays: String(method.maxDays),
  };
}

export function draftOf(zone: ShippingZone): ZoneDraft {
  return {
    name: zone.name,
    countries: zone.countries.join(', '),
    regions: zone.regions.join(', '),
    postalPrefixes: zone.postalPrefixes.join(', '),
    methods: zone.methods.map(methodDraft),
  };
}

/** The entries of a comma list, trimmed, blanks left out. */
export const listOf = (input: string) =>
  input
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A country as typed ("de", "Germany", "UK") as its code; what no country is stays as typed,
 *  for the schema to refuse by name. */
export const countryEntry = (entry: string) => (entry === REST_OF_WORLD ? entry : (countryCodeOf(entry) ?? entry));

/** An empty input is "none" (the schema says what is missing); anything else a number (NaN fails). */
const numberOrNone = (input: string) => (input.trim() === '' ? undefined : Number(input));

/** The JSON body of POST/PUT /api/shipping/zones. */
export function bodyOf(draft: ZoneDraft) {
  return {
    name: draft.name,
    countries: listOf(draft.countries).map(countryEntry),
    regions: listOf(draft.regions),
    postalPrefixes: listOf(draft.postalPrefixes),
    methods: draft.methods.map((m) => ({
      ...(m.id ? { id: m.id } : {}),
      name: m.name,
      type: m.type,
      ...(m.type === 'weight'
        ? {
            bands: m.bands.map((b) => ({ upToGrams: numberOrNone(b.upToGrams), price: numberOrNone(b.price) })),
          }
        : { price: numberOrNone(m.price) }),
      ...(m.type === 'free_over' ? { freeOver: numberOrNone(m.freeOver) } : {}),
      minDays: numberOrNone(m.minDays),
      maxDays: numberOrNone(m.maxDays),
    })),
  };
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The path of the control that shows a problem: a country's entry is the countries input's, a
 * whole method's its name, a method list's or band list's problem the button that adds to it.
 */
export function controlPath(path: string): string {
  if (/^(countries|regions|postalPrefixes)\.\d+$/.test(path)) return path.split('.')[0];
  if (path === 'methods') return 'methods.add';
  if (/^methods\.\d+$/.test(path)) return `${path}.name`;
  if (/^methods\.\d+\.bands$/.test(path)) return `${path}.add`;
  if (/^methods\.\d+\.bands\.\d+$/.test(path)) return `${path}.upToGrams`;
  return path;
}

/** The id of the control at a path ("zone-methods-1-price"). */
export const controlId = (path: string) => pathId('zone', path);

/** Every problem of the body, the first one per control; empty when it may be sent. */
export function draftProblems(draft: ZoneDraft): ZoneProblems {
  const body = bodyOf(draft);
  const parsed = shippingZoneSchema.safeParse(body);
  const problems: ZoneProblems = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.join('.');
    const control = controlPath(path);
    if (problems[control]) continue;
    // an entry of a list is named, so the admin knows which of "DE, XX, FR" is wrong
    const entry = /^(countries|regions|postalPrefixes)\.(\d+)$/.exec(path);
    const named = entry ? body[entry[1] as 'countries'][Number(entry[2])] : undefined;
    problems[control] = named !== undefined ? `${named}: ${issue.message}` : sentence(issue.message);
  }
  return problems;
}

/** A server's 400 "<path>: <message>" as the problem of that control, else null. */
export function problemOfServer(message: string): ZoneProblems | null {
  const match = /^((?:name|countries|regions|postalPrefixes|methods)(?:\.[\w.]+)?): (.+)$/s.exec(message);
  return match ? { [controlPath(match[1])]: sentence(match[2]) } : null;
}
