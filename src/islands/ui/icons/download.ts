import type { IconDef } from './types';

export const download: IconDef = { d: 'M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M4 17v3h16v-3' };
