import type { IconDef } from './types';

export const bolt: IconDef = { d: 'M13 3L5 14h6l-1 7 8-11h-6l1-7z' };
