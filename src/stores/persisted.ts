// A nanostores atom kept in localStorage under `key` (the keys of docs/product.md#entities). Other tabs'
// writes arrive through the `storage` event, and a page restored from the back/forward cache
// re-reads the stored value, so a stale page never overwrites newer data.
// (Hand-written rather than @nanostores/persistent: this ships on every static page, and
// content pages have a 5 KB JavaScript budget, scripts/budget.mjs.)
import { atom, onMount, type WritableAtom } from 'nanostores';

interface Codec<T> {
  encode: (value: T) => string;
  decode: (raw: string) => T;
}

const text: Codec<string> = { encode: String, decode: String };

export function persistedAtom<T = string>(
  key: string,
  initial: T,
  codec = text as unknown as Codec<T>,
): WritableAtom<T> {
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const read = () => {
    const raw = storage?.getItem(key);
    return raw == null ? initial : codec.decode(raw);
  };
  const store = atom<T>(read());
  const set = store.set;
  store.set = (value) => {
    const raw = codec.encode(value);
    // an empty value (signed out) removes the key: logout clears the stored session (docs/product.md#sidebar)
    if (value == null || raw === '') storage?.removeItem(key);
    else storage?.setItem(key, raw);
    set(value);
  };
  const sync = (event: Event) => {
    if (!(event instanceof StorageEvent) || event.key === key || event.key === null) set(read());
  };
  onMount(store, () => {
    if (typeof window === 'undefined') return;
    addEventListener('storage', sync);
    addEventListener('pageshow', sync);
    return () => {
      removeEventListener('storage', sync);
      removeEventListener('pageshow', sync);
    };
  });
  return store;
}
