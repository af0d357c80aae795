// The shop's own addresses, built in one place for pages, islands, mails and the server, so a
// route that moves is changed here once. Paths start with `/`; `absoluteUrl` puts the shop's
// public address in front for what leaves the site (mails, payment return pages).
import type { CategoryRoute } from './menuRoutes';

const param = (value: string) => encodeURIComponent(value);
/** `&placed=1`: the order page greets an order just placed (the checkout sends there). */
const placedMark = (placed: boolean) => (placed ? '&placed=1' : '');

/** A product's page. */
export const productPath = (slug: string): string => `/products/${param(slug)}`;

/** The catalogue searched for `text`. */
export const catalogSearchPath = (text: string): string => `/products?q=${param(text)}`;

/** The catalogue filtered to one category (by its slug). */
export const catalogCategoryPath = (slug: string): string => `/products?category=${param(slug)}`;

/** Where a product's category is shown: the category menu's top-level route for it, or, for a
 *  category no menu route lists, the catalogue searched for its name. */
export function categoryPath(routes: readonly CategoryRoute[], categoryName: string): string {
  const slug = categoryName.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const route = routes.find((candidate) => !candidate.parent && candidate.category === slug);
  return route?.path ?? catalogSearchPath(categoryName);
}

/** The order tracking page without a key: where an order without an account is looked up. */
export const ORDER_TRACKING_PATH = '/order-tracking';

/** The order tracking page for an order placed without an account whose key the shop could not
 *  give (the shopper looks it up by number and e-mail). */
export const orderNumberTrackingPath = (orderNumber: string): string =>
  `${ORDER_TRACKING_PATH}?number=${param(orderNumber)}`;

/** A guest order's own page, opened by its key. */
export const guestOrderPath = (key: string, placed = false): string =>
  `${ORDER_TRACKING_PATH}?key=${param(key)}${placedMark(placed)}`;

/** A signed-in customer's order in the customer area. */
export const customerOrderPath = (orderId: string, placed = false): string =>
  `/dashboard/orders?id=${param(orderId)}${placedMark(placed)}`;

/** The page a password reset mail links to. */
export const resetPasswordPath = (token: string): string => `/reset-password?token=${param(token)}`;

/** The page a sign-up's verification mail links to. */
export const verifyEmailPath = (token: string): string => `/verify-email?token=${param(token)}`;

/** `path` at the shop's public address `base` (with or without a trailing slash). */
export const absoluteUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;
