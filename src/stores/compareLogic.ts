// Pure rules of the comparison list, tested on their own: the list is the ids of up to four
// products (`compare` in localStorage, docs/product.md#comparison), oldest first, each once.
// Only ids are kept: the compare page reads names, prices and specs from the server, so what it
// shows is never a copy that went stale in the browser.

/** more columns than this no longer fit side by side on a laptop, and 390 px scrolls past two */
export const COMPARE_LIMIT = 4;
export const COMPARE_KEY = 'compare';

/** ids are the server's; anything longer is not one of them */
const MAX_ID_LENGTH = 100;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH;

/** Stored text -> ids; malformed entries, repeats and any beyond the limit are dropped, not trusted. */
export function decodeCompare(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter(isId))].slice(0, COMPARE_LIMIT);
  } catch {
    return [];
  }
}

export type CompareAdd = 'added' | 'exists' | 'full';

/** Appends `id` unless it is there already or the list is full; `result` says which happened. */
export function addCompared(list: readonly string[], id: string): { list: string[]; result: CompareAdd } {
  if (list.includes(id)) return { list: [...list], result: 'exists' };
  if (list.length >= COMPARE_LIMIT) return { list: [...list], result: 'full' };
  return { list: [...list, id], result: 'added' };
}

export const removeCompared = (list: readonly string[], id: string): string[] => list.filter((item) => item !== id);
