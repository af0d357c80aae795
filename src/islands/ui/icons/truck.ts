import type { IconDef } from './types';

export const truck: IconDef = {
  d: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  strokeWidth: '1.8',
};
