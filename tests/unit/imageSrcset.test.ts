import { describe, expect, it } from 'vitest';
import { cardImageLoading } from '../../src/lib/imageSrcset';

describe('cardImageLoading', () => {
  it('fetches the first card first, the rest of the first row at once but after it, the others when near', () => {
    expect(cardImageLoading(true, true)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(cardImageLoading(false, true)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(cardImageLoading(true, false)).toEqual({ loading: 'eager', fetchpriority: 'low' });
    expect(cardImageLoading(false, false)).toEqual({ loading: 'lazy' });
  });
});
