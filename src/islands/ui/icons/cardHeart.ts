import type { IconDef } from './types';

/** filled by its button's pressed state (a class on the <svg>), outlined otherwise */
export const cardHeart: IconDef = {
  d: 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.2 4.3 6.6C19.5 15.9 12 20.5 12 20.5z',
};
