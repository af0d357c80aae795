import type { IconDef } from './types';

export const chevronDown: IconDef = { d: 'm6 9 6 6 6-6', strokeWidth: '1.8' };
