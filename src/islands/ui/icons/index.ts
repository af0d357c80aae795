// Every line icon of the shop, one set for the Astro <Icon> (src/components/Icon.astro) and the
// React <Icon> (../Icon.tsx): 24x24, stroked in currentColor with round caps and joins. The Astro
// side looks icons up by name here; each icon is its own module, so an island's bundle carries only
// the icons it draws.
export type { IconDef } from './types';

// the site shell (header, footer, menus): a lighter stroke, some other shapes
export * from './shellSearch';
export * from './shellUser';
export * from './shellHeart';
export * from './shellCart';
export * from './shellMenu';
export * from './shellMail';
export * from './shellPin';
export * from './shellGrid';
export * from './chevronDown';
export * from './truck';
export * from './phone';

// the account and admin sidebar
export * from './grid';
export * from './tag';
export * from './box';
export * from './cart';
export * from './users';
export * from './mail';
export * from './chart';
export * from './cog';
export * from './user';
export * from './heart';
export * from './pin';
export * from './lock';
export * from './logout';
export * from './receipt';

// buttons of the account, admin and catalogue islands
export * from './menu';
export * from './close';
export * from './chevronLeft';
export * from './chevronRight';
export * from './edit';
export * from './trash';
export * from './plus';
export * from './search';

// the order's invoice and credit note links
export * from './download';

// product cards, image carousels, the catalogue search box
export * from './cardHeart';
export * from './arrowLeft';
export * from './arrowRight';
export * from './searchField';
export * from './bin';

// the home page's category tiles
export * from './chip';
export * from './palette';
export * from './code';
export * from './shield';
export * from './bolt';
