import type { IconDef } from './types';

export const search: IconDef = { d: 'M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.3-4.3' };
