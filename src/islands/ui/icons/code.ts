import type { IconDef } from './types';

export const code: IconDef = { d: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14' };
