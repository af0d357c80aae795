import type { IconDef } from './types';

export const tag: IconDef = { d: 'M3 12V4h8l9 9-8 8zM7.5 7.5h.01' };
