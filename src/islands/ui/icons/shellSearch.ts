import type { IconDef } from './types';

export const shellSearch: IconDef = { d: 'M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35', strokeWidth: '1.8' };
