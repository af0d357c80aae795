import type { IconDef } from './types';

export const box: IconDef = { d: 'M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10' };
