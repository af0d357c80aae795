import type { IconDef } from './types';

export const edit: IconDef = { d: 'M12 20h9M16.5 3.5a2.1 2.1 0 013 3L7 19l-4 1 1-4z' };
