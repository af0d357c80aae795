import type { IconDef } from './types';

export const cart: IconDef = { d: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20h.01M17 20h.01' };
