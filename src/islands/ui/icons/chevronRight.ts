import type { IconDef } from './types';

export const chevronRight: IconDef = { d: 'M9 18l6-6-6-6' };
