import type { IconDef } from './types';

export const shield: IconDef = { d: 'M12 3l7 3v6c0 4.4-3 7.9-7 9-4-1.1-7-4.6-7-9V6l7-3zM9 12l2 2 4-4' };
