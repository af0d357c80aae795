// Every line icon of the shop, for the Astro <Icon> (src/components/Icon.astro) and the React
// <Icon> (./Icon.tsx) alike: 24x24, stroked in currentColor with round caps and joins. Each icon
// is its own export so an island bundles only the ones it imports.
//
// The site shell's icons (header, footer, menus) are drawn with a lighter stroke and slightly
// different shapes than the account and admin areas'; both kept their drawings, hence the
// `shell*` names beside the plain ones.

export interface IconDef {
  /** path data, one or more subpaths */
  d: string;
  /** stroke width in viewBox units; 2 unless set */
  strokeWidth?: string;
  /** '0 0 24 24' unless set */
  viewBox?: string;
}

const shell = (d: string): IconDef => ({ d, strokeWidth: '1.8' });

// site shell (header, footer, navigation)
export const shellSearch = shell('M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35');
export const shellUser = shell('M20 21a8 8 0 1 0-16 0M12 13a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z');
export const shellHeart = shell(
  'M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z',
);
export const shellCart = shell(
  'M6 6h15l-1.5 9h-12L6 6Zm0 0L5 3H2m7 18a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm9 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
);
export const shellMenu = shell('M4 6h16M4 12h16M4 18h16');
export const shellMail = shell('M4 5h16v14H4zM4 7l8 6 8-6');
export const shellPin = shell(
  'M12 21s-7-6.2-7-11a7 7 0 1 1 14 0c0 4.8-7 11-7 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
);
export const shellGrid = shell('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z');
export const chevronDown = shell('m6 9 6 6 6-6');
export const truck = shell(
  'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
);
export const phone = shell(
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
);

// account, dashboard and admin
export const grid: IconDef = { d: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z' };
export const tag: IconDef = { d: 'M3 12V4h8l9 9-8 8zM7.5 7.5h.01' };
export const box: IconDef = { d: 'M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10' };
export const cart: IconDef = { d: 'M3 4h2l2.4 11h10.2L20 8H6.2M9 20h.01M17 20h.01' };
export const users: IconDef = {
  d: 'M16 20v-2a4 4 0 00-4-4H7a4 4 0 00-4 4v2M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7M21 20v-2a4 4 0 00-3-3.9M16 3.1a3.5 3.5 0 010 6.8',
};
export const mail: IconDef = { d: 'M3 5h18v14H3zM3 6l9 7 9-7' };
export const chart: IconDef = { d: 'M4 20V10M10 20V4M16 20v-7M22 20H2' };
export const cog: IconDef = {
  d: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z',
};
export const user: IconDef = { d: 'M20 21v-2a4 4 0 00-4-4H8a4 4 0 00-4 4v2M12 11a4 4 0 100-8 4 4 0 000 8z' };
export const heart: IconDef = {
  d: 'M20.8 4.6a5.5 5.5 0 00-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 00-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 000-7.8z',
};
export const pin: IconDef = {
  d: 'M12 21s-7-6.2-7-11a7 7 0 1114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
};
export const lock: IconDef = { d: 'M5 11h14v10H5zM8 11V7a4 4 0 118 0v4' };
export const logout: IconDef = { d: 'M9 21H5a2 2 0 01-2-2V5a2 2 0 012-2h4M16 17l5-5-5-5M21 12H9' };
export const menu: IconDef = { d: 'M3 6h18M3 12h18M3 18h18' };
export const close: IconDef = { d: 'M6 6l12 12M18 6L6 18' };
export const chevronLeft: IconDef = { d: 'M15 18l-6-6 6-6' };
export const chevronRight: IconDef = { d: 'M9 18l6-6-6-6' };
export const edit: IconDef = { d: 'M12 20h9M16.5 3.5a2.1 2.1 0 013 3L7 19l-4 1 1-4z' };
export const trash: IconDef = { d: 'M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6' };
export const plus: IconDef = { d: 'M12 5v14M5 12h14' };
export const search: IconDef = { d: 'M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.3-4.3' };

// storefront: product cards, carousels, the catalogue search box
/** filled by its button's pressed state (a class on the <svg>), outlined otherwise */
export const cardHeart: IconDef = {
  d: 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.7 3.7 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.3 0 5.5 3.2 4.3 6.6C19.5 15.9 12 20.5 12 20.5z',
};
export const arrowLeft: IconDef = { d: 'M15 5l-7 7 7 7' };
export const arrowRight: IconDef = { d: 'M9 5l7 7-7 7' };
export const searchField: IconDef = { d: 'M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0zM20 20l-3.5-3.5' };
export const bin: IconDef = {
  d: 'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3',
};

// home page category tiles
export const chip: IconDef = {
  d: 'M9 3v2M15 3v2M9 19v2M15 19v2M3 9h2M3 15h2M19 9h2M19 15h2M7 5h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM9 9h6v6H9z',
};
export const palette: IconDef = {
  d: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.2-1-1.5-1-2.5s.8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.7-4-8.5-9-8.5zM7.5 11.5h.01M10 7.5h.01M15 7.5h.01',
};
export const code: IconDef = { d: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14' };
export const shield: IconDef = { d: 'M12 3l7 3v6c0 4.4-3 7.9-7 9-4-1.1-7-4.6-7-9V6l7-3zM9 12l2 2 4-4' };
export const bolt: IconDef = { d: 'M13 3L5 14h6l-1 7 8-11h-6l1-7z' };
