// State that must exist once per process, not once per module instance: the production host
// imports src/server from source while the Astro bundle carries its own copy, and the dev server
// re-evaluates changed modules. Both copies find the same value under one global name.

/** The value kept under `name` for this process, made by `make` the first time. */
export function perProcess<T>(name: string, make: () => T): T {
  const slot = globalThis as unknown as Record<symbol, T | undefined>;
  const key = Symbol.for(`shop.${name}`);
  return (slot[key] ??= make());
}
