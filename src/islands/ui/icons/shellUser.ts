import type { IconDef } from './types';

export const shellUser: IconDef = {
  d: 'M20 21a8 8 0 1 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z',
  strokeWidth: '1.8',
};
