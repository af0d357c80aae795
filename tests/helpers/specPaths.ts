// Every header path docs/product.md#header-navigation lists, shared by the unit and e2e tests.
export const CATEGORY_PATHS = [
  '/audio',
  '/camera',
  '/computer',
  '/headphones-speaker',
  '/smartphone',
  '/video-game',
  '/battery',
  '/games',
  '/headphones',
  '/camera/dslr',
  '/camera/mirrorless',
  '/camera/lenses',
  '/video-game/pc',
  '/video-game/consoles',
  '/video-game/streaming',
  '/computer/smartphones',
  '/computer/cases',
  '/computer/chargers',
  '/games/playstation',
  '/games/xbox',
  '/games/nintendo',
  '/games/pc',
];

export const HOME_PATHS = ['/home1', '/home2', '/home3', '/home4', '/home5', '/home6', '/home7', '/home8'];

export const SHOP_PATHS = [
  '/shopPages',
  '/shopPages/audio-home',
  '/shopPages/home-garden',
  '/shopPages/smartphone-ipad',
  '/shopPages/video-game',
  '/productPages',
  '/productPages/my-account',
  '/productPages/contact-us',
  '/productPages/about-us',
  '/cartPages',
  '/cartPages/modal',
  '/cartPages/drawer',
  '/cartPages/page',
  '/otherPages',
  '/otherPages/about',
  '/otherPages/contact',
  '/otherPages/faqs',
  '/otherPages/search',
  '/otherPages/country',
  '/filterLayout',
  '/filterLayout/default',
  '/filterLayout/sidebar',
  '/filterLayout/modal',
  '/filterLayout/canvas',
  '/productStyles',
  '/productStyles/simple',
  '/productStyles/variants',
  '/productStyles/out-of-stock',
];

export const PAGES_PATHS = ['/privacy-policy', '/refund-policy', '/terms-of-services', '/faqs'];
export const OTHER_PATHS = ['/collection', '/blogs', '/section'];

/** template routes that must answer a titled placeholder page */
export const PLACEHOLDER_PATHS = [...HOME_PATHS, ...SHOP_PATHS, ...OTHER_PATHS];
