import type { IconDef } from './types';

export const lock: IconDef = { d: 'M5 11h14v10H5zM8 11V7a4 4 0 118 0v4' };
