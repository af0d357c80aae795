// The comparison list: its pure rules, and the store through a browser-like localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCompared, COMPARE_LIMIT, decodeCompare, removeCompared } from '../../src/stores/compareLogic';

describe('compare list rules', () => {
  it('adds each product once, at the end, and stops at the limit', () => {
    let list: string[] = [];
    for (const id of ['a', 'b', 'c', 'd']) list = addCompared(list, id).list;
    expect(list).toEqual(['a', 'b', 'c', 'd']);
    expect(COMPARE_LIMIT).toBe(4);
    expect(addCompared(list, 'e')).toEqual({ list: ['a', 'b', 'c', 'd'], result: 'full' });
    expect(addCompared(['a', 'b'], 'a')).toEqual({ list: ['a', 'b'], result: 'exists' });
    expect(addCompared(['a', 'b'], 'c')).toEqual({ list: ['a', 'b', 'c'], result: 'added' });
    expect(removeCompared(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('ignores stored data that is not a list of ids', () => {
    for (const raw of ['', 'not json', '{"a":1}', '"abc"', 'null', '42']) expect(decodeCompare(raw)).toEqual([]);
    expect(decodeCompare(JSON.stringify(['a', 7, null, '', 'a', { id: 'b' }, 'x'.repeat(101), 'b']))).toEqual([
      'a',
      'b',
    ]);
    expect(decodeCompare(JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('compare store', () => {
  const data = new Map<string, string>();
  beforeEach(() => {
    vi.resetModules();
    data.clear();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, String(v)),
      removeItem: (k: string) => data.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the list in localStorage under `compare`, and an empty list removes the key', async () => {
    const { $compare, toggleCompare, removeFromCompare } = await import('../../src/stores/compare');
    expect(toggleCompare('p1')).toBe('added');
    expect(toggleCompare('p2')).toBe('added');
    expect(JSON.parse(data.get('compare')!)).toEqual(['p1', 'p2']);
    expect(toggleCompare('p1')).toBe('removed');
    expect($compare.get()).toEqual(['p2']);
    removeFromCompare('p2');
    expect(data.has('compare')).toBe(false);
  });

  it('starts from the stored list, and a fifth product changes nothing', async () => {
    data.set('compare', JSON.stringify(['p1', 'p2', 'p3', 'p4']));
    const { $compare, toggleCompare } = await import('../../src/stores/compare');
    expect($compare.get()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(toggleCompare('p5')).toBe('full');
    expect($compare.get()).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(JSON.parse(data.get('compare')!)).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it('starts empty from stored data it cannot read', async () => {
    data.set('compare', '{broken');
    const { $compare, toggleCompare } = await import('../../src/stores/compare');
    expect($compare.get()).toEqual([]);
    expect(toggleCompare('p1')).toBe('added');
    expect(data.get('compare')).toBe('["p1"]');
  });
});
