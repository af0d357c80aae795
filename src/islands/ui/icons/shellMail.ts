import type { IconDef } from './types';

export const shellMail: IconDef = { d: 'M4 5h16v14H4zM4 7l8 6 8-6', strokeWidth: '1.8' };
