import { describe, expect, it } from 'vitest';
import { cardImageLoading } from '../../src/lib/imageSrcset';

describe('cardImageLoading', () => {
  it('fetches the first card at once and first, the others when near the viewport', () => {
    expect(cardImageLoading(true)).toEqual({ loading: 'eager', fetchpriority: 'high' });
    expect(cardImageLoading(false)).toEqual({ loading: 'lazy' });
  });
});
