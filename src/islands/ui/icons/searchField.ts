import type { IconDef } from './types';

export const searchField: IconDef = { d: 'M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM20 20l-3.5-3.5' };
