import type { IconDef } from './types';

export const plus: IconDef = { d: 'M12 5v14M5 12h14' };
