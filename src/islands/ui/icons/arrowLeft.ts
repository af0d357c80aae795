import type { IconDef } from './types';

export const arrowLeft: IconDef = { d: 'M15 5l-7 7 7 7' };
