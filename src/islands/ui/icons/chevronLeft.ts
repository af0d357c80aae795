import type { IconDef } from './types';

export const chevronLeft: IconDef = { d: 'M15 18l-6-6 6-6' };
