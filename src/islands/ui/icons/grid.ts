import type { IconDef } from './types';

export const grid: IconDef = { d: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z' };
