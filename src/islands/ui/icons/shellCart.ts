import type { IconDef } from './types';

export const shellCart: IconDef = {
  d: 'M6 6h15l-1.5 9h-12L6 6Zm0 0L5 3H2m7 18a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  strokeWidth: '1.8',
};
