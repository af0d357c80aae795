import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A browser-like global: localStorage plus window events, enough for the persisted atom.
function fakeBrowser() {
  const data = new Map<string, string>();
  const events = new EventTarget();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => data.set(k, String(v)),
    removeItem: (k: string) => data.delete(k),
  });
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
  class FakeStorageEvent extends Event {
    constructor(readonly key: string | null) {
      super('storage');
    }
  }
  vi.stubGlobal('StorageEvent', FakeStorageEvent);
  return { data, otherTabWrites: (key: string) => events.dispatchEvent(new FakeStorageEvent(key)) };
}

describe('persistedAtom', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    vi.resetModules();
    browser = fakeBrowser();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the stored value and writes every change back', async () => {
    browser.data.set('token', 'abc');
    const { persistedAtom } = await import('../../src/stores/persisted');
    const token = persistedAtom('token', '');
    expect(token.get()).toBe('abc');
    token.set('xyz');
    expect(browser.data.get('token')).toBe('xyz');
  });

  it('removes the key for an empty value, as signing out does', async () => {
    const { persistedAtom } = await import('../../src/stores/persisted');
    const user = persistedAtom<{ email: string } | null>('user', null, { encode: JSON.stringify, decode: JSON.parse });
    user.set({ email: 'a@b.c' });
    expect(browser.data.get('user')).toBe('{"email":"a@b.c"}');
    user.set(null);
    expect(browser.data.has('user')).toBe(false);
  });

  it("follows another tab's writes while someone listens", async () => {
    const { persistedAtom } = await import('../../src/stores/persisted');
    const token = persistedAtom('token', '');
    const seen: string[] = [];
    const stop = token.subscribe((value) => seen.push(value));
    browser.data.set('token', 'from-other-tab');
    browser.otherTabWrites('token');
    browser.otherTabWrites('unrelated');
    expect(token.get()).toBe('from-other-tab');
    expect(seen).toEqual(['', 'from-other-tab']);
    stop();
  });
});
