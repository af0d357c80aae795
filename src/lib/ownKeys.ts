// Specs and options are objects keyed by names the admin chooses (an attribute's key, an option's
// name). A plain object answers for some names it was never given (`constructor` reads
// `function Object()`, `__proto__` its prototype), so the writes refuse those names and every read
// by such a key asks for the object's own value only: data stored before the refusal cannot leak
// a prototype's member into a page, a facet or a filter. No zod here: the storefront's scripts
// import it.

const RESERVED = new Set(
  ['__proto__', 'prototype', ...Object.getOwnPropertyNames(Object.prototype)].map((name) => name.toLowerCase()),
);

/** Whether a key or option name is one an object's prototype answers for, in any case (option
 *  names match without regard to case). */
export const isReservedKey = (name: string): boolean => RESERVED.has(name.trim().toLowerCase());

export const RESERVED_KEY_MESSAGE =
  'is a name the shop keeps for itself (like constructor or prototype): choose another.';

/** The value stored under `key` in `record` itself; undefined when it holds none. */
export function ownValue<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
