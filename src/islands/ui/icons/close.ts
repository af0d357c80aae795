import type { IconDef } from './types';

export const close: IconDef = { d: 'M6 6l12 12M18 6L6 18' };
