import type { IconDef } from './types';

export const shellMenu: IconDef = { d: 'M4 6h16M4 12h16M4 18h16', strokeWidth: '1.8' };
