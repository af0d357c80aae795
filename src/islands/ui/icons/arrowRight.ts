import type { IconDef } from './types';

export const arrowRight: IconDef = { d: 'M9 5l7 7-7 7' };
