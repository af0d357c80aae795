import type { IconDef } from './types';

export const fileLines: IconDef = { d: 'M14 3H6a1 1 0 00-1 1v16a1 1 0 001 1h12a1 1 0 001-1V8zM14 3v5h5M9 13h6M9 17h6' };
