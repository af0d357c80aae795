import type { IconDef } from './types';

/** a receipt with a torn foot: the admin's Tax page */
export const receipt: IconDef = { d: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3' };
