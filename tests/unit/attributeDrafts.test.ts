// The category panel's attributes: keys made from names, keys that stop following once typed or
// stored, the JSON sent, and problems named as the server's 400 names them.
import { describe, expect, it } from 'vitest';
import {
  attributeDrafts,
  attributesPayload,
  attributesProblem,
  editAttribute,
  keyFromName,
  newAttribute,
} from '../../src/islands/admin/categories/attributeDrafts';

describe('keyFromName', () => {
  it('makes a key of a-z, 0-9 and _ starting with a letter', () => {
    expect(keyFromName('Battery capacity')).toBe('battery_capacity');
    expect(keyFromName('  Wi-Fi 6E ')).toBe('wi_fi_6e');
    expect(keyFromName('Écran (pouces)')).toBe('ecran_pouces');
    expect(keyFromName('4K video')).toBe('a_4k_video');
    expect(keyFromName('x'.repeat(60))).toHaveLength(40);
  });
});

describe('attribute drafts', () => {
  it('a new attribute’s key follows its name until the key is typed', () => {
    let draft = editAttribute(newAttribute(), { name: 'Battery' });
    expect(draft.key).toBe('battery');
    draft = editAttribute(draft, { key: 'battery_mah' });
    draft = editAttribute(draft, { name: 'Battery capacity' });
    expect(draft.key).toBe('battery_mah');
  });

  it('a stored attribute keeps its key when renamed', () => {
    const [stored] = attributeDrafts([
      { key: 'mp', name: 'Sensor', type: 'number', unit: 'MP', filterable: true, inCompare: true },
    ]);
    expect(editAttribute(stored, { name: 'Resolution' }).key).toBe('mp');
  });

  it('sends a unit only for numbers and values only for choices', () => {
    const number = { ...newAttribute(), key: 'w', name: 'Power', type: 'number' as const, unit: 'W', values: ['x'] };
    const choice = { ...newAttribute(), key: 'c', name: 'Colour', type: 'choice' as const, unit: 'W', values: ['Red'] };
    expect(attributesPayload([number, choice])).toEqual([
      { key: 'w', name: 'Power', type: 'number', unit: 'W', filterable: false, inCompare: true },
      { key: 'c', name: 'Colour', type: 'choice', values: ['Red'], filterable: false, inCompare: true },
    ]);
  });

  it('names the field of a problem', () => {
    const ok = { ...newAttribute(), key: 'a', name: 'A' };
    expect(attributesProblem([ok])).toBeNull();
    expect(attributesProblem([ok, { ...ok, type: 'choice' }])).toEqual({
      path: 'attributes.1.values',
      message: 'a choice must list its values.',
    });
    expect(attributesProblem([ok, { ...ok, key: '9x' }])?.path).toBe('attributes.1.key');
    expect(attributesProblem([ok, { ...ok, name: 'B' }])).toEqual({
      path: 'attributes.1.key',
      message: 'must not repeat a key.',
    });
  });
});
