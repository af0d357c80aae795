import type { IconDef } from './types';

export const mail: IconDef = { d: 'M3 5h18v14H3zM3 6l9 7 9-7' };
