import type { IconDef } from './types';

export const shellPin: IconDef = {
  d: 'M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  strokeWidth: '1.8',
};
