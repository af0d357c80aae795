import type { IconDef } from './types';

export const menu: IconDef = { d: 'M3 6h18M3 12h18M3 18h18' };
