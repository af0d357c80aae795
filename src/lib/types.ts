// Shapes of the REST API docs/api.md#rest-contract, shared by islands and server.
import type { Carrier } from './carriers';
import type { OrderEventType } from './orderEvents';
import type { OrderStatus } from './orderStatuses';
import type { PaymentMethod } from './paymentMethods';

/** `editor`: the back-office's Content section only (docs/product.md#deliberate-changes, 29). */
export const ROLES = ['admin', 'editor', 'customer'] as const;
export type Role = (typeof ROLES)[number];
type UserStatus = 'active' | 'blocked';

export interface User {
  _id: string;
  name: string;
  email: string;
  contact: string | null;
  /** the saved shipping address as one line of text (the product's clients print it), or null */
  address: string | null;
  /** the same address, structured: what the Address page and checkout fill their forms from */
  savedAddress: Address | null;
  role: Role;
  status: UserStatus;
  /** the owner followed a verification (or password reset) link mailed to `email` */
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ProductImage {
  url: string;
  public_id: string;
}

export interface CategoryRef {
  _id: string;
  name: string;
  image: string;
}

/** A specification a category's products hold (docs/api.md#specifications). */
export interface CategoryAttribute {
  /** what products' `specs` and the filters' `spec.<key>` use: a-z, 0-9 and _ */
  key: string;
  name: string;
  type: 'number' | 'text' | 'boolean' | 'choice';
  /** shown after a number ("mAh", "W") */
  unit?: string;
  /** the choices of a `choice`, in order */
  values?: string[];
  /** the catalogue offers it as a filter */
  filterable: boolean;
  /** the comparison page shows it */
  inCompare: boolean;
}

export type SpecValue = string | number | boolean;

export interface Category {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: string;
  imagePublicId: string;
  isActive: boolean;
  attributes: CategoryAttribute[];
  productCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProductOption {
  name: string;
  /** in the order the shop shows them */
  values: string[];
}

/** One combination of a product's option values: what the cart, the order and the stock hold. */
export interface ProductVariant {
  _id: string;
  sku: string;
  /** option name -> value; {} for a product sold one way */
  options: Record<string, string>;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  /** in grams */
  weight: number;
  /** its own images (some of the product's); [] shows the product's */
  images: ProductImage[];
  /** its own values of the product's specs where they differ (storage, colour), by key: what it
   *  shows is `{ ...product.specs, ...variant.specs }` (src/lib/variantSpecs.ts); {} for none */
  specs: Record<string, SpecValue>;
  isActive: boolean;
}

export interface Product {
  _id: string;
  name: string;
  productName: string;
  slug: string;
  description: string;
  /** the cheapest active variant's price (and its compareAtPrice below) */
  price: number;
  /** the active variants' stock summed */
  stock: number;
  /** up to 3; [] for a product sold one way */
  options: ProductOption[];
  /** at least one, in the admin's order */
  variants: ProductVariant[];
  /** values of the category's attributes, by key */
  specs: Record<string, SpecValue>;
  category: CategoryRef;
  images: ProductImage[];
  /** the badge text the admin set; null: none (cards then derive one from `compareAtPrice`, src/lib/saleBadge.ts) */
  discount: string | null;
  /** the original price, above `price`, shown struck through; null: not on sale */
  compareAtPrice: number | null;
  /** chosen by the admin for the home page's Featured tab */
  featured: boolean;
  /** the most units one order may take, 1 to 99 (99 unless the admin lowered it) */
  maxPerOrder: number;
  /** which of the shipping address's tax rates it pays (docs/api.md#tax) */
  taxClass: 'standard' | 'reduced' | 'zero';
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Extra fields a list call answers when it is given `q`, `page` or `limit`. */
export interface PageInfo {
  total: number;
  page: number;
  pages: number;
}

/** How the product lists can be sorted (docs/api.md#sorting-and-filters); `relevance` is a
 *  search's own order, and `newest` without a search. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The price bands the price facet counts: from `min`, below `max` (null: no upper end). */
export const PRICE_BANDS: readonly { min: number; max: number | null }[] = [
  { min: 0, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 250 },
  { min: 250, max: 500 },
  { min: 500, max: 1000 },
  { min: 1000, max: null },
];

/** What each filter would find for the current search and the other filters (each facet's
 *  counts leave out its own selection). */
export interface ProductFacets {
  categories: { _id: string; name: string; slug: string; count: number }[];
  price: { min: number; max: number | null; count: number }[];
  inStock: number;
  onSale: number;
  /** every filterable attribute of the categories found (docs/api.md#sorting-and-filters) */
  specs: SpecFacet[];
  /** every option of the active variants found */
  options: OptionFacet[];
}

/** A value of a spec or option facet and how many products it would show. */
export interface FacetValue {
  /** as the filter takes it: `true`/`false` for a boolean, the number as text for a number */
  value: string;
  count: number;
}

export interface SpecFacet {
  key: string;
  name: string;
  type: CategoryAttribute['type'];
  unit?: string;
  /** the values found, with counts (for `text`, the most found) */
  values: FacetValue[];
  /** a number attribute's lowest and highest value among the products found; null: none */
  range?: { min: number; max: number } | null;
}

export interface OptionFacet {
  name: string;
  values: FacetValue[];
}

/** One page of the storefront catalogue (GET /api/products?active=true&page=...). */
export interface ProductPage extends PageInfo {
  products: Product[];
  facets?: ProductFacets;
  /** a search with no result: words from the catalogue that would find something */
  didYouMean?: string;
  /** a storefront search with no result: where to look instead */
  suggestions?: NoResultSuggestions;
}

/** What a storefront search that finds nothing offers instead (docs/api.md#sorting-and-filters). */
export interface NoResultSuggestions {
  /** every category with something for sale, by name */
  categories: SearchSuggestions['categories'];
  /** up to 4 best sellers in stock; empty when nothing sold lately */
  bestSelling: Product[];
}

/** GET /api/search/suggest: what the search boxes offer as the shopper types. */
export interface SearchSuggestions {
  products: { _id: string; name: string; slug: string; price: number; image: string | null }[];
  categories: { _id: string; name: string; slug: string }[];
}

/** Cards per page on /products and the category routes. */
export const CATALOG_PAGE_SIZE = 12;

export interface ListQuery {
  q?: string;
  page?: number;
  limit?: number;
}

export interface ProductQuery extends ListQuery {
  /** only products with isActive true (the storefront) */
  active?: boolean;
  /** `category`: also match the category name (admin table) */
  in?: 'category';
  /** exact category id or slug filter (storefront category routes) */
  category?: string;
}

export interface AuthResponse {
  success: true;
  message: string;
  token: string;
  user: User;
}

// ---- Commerce (docs/api.md#commerce-contract) ----

/** A postal address: the account's saved one and an order's shipping address. */
export interface Address {
  name: string;
  phone: string;
  line1: string;
  /** '' when not given */
  line2: string;
  city: string;
  /** '' when not given */
  postalCode: string;
  /** the state, province or region, where shipping or tax depends on it; absent when not given */
  region?: string;
  country: string;
}

/** How a card order was paid, for the admin (docs/api.md#card-payments). Amounts in cents. */
export interface OrderPayment {
  provider: 'stripe';
  status: 'open' | 'paid' | 'expired' | 'mismatch' | 'refund_pending' | 'refunded' | 'refund_failed';
  amount: number;
  currency: string;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  refundId: string | null;
  /** a wrong amount, a failed refund, money for a cancelled order */
  issue: string | null;
  /** Stripe's page to pay at, while the payment is open */
  paymentUrl: string | null;
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
}

/** A line as it was when the order was placed (name, image and price are copies). */
export interface OrderItem {
  /** the line's id within its order, stable (made of the order's id and the line's position) */
  _id: string;
  productId: string;
  /** null on orders from before variants were recorded */
  variantId: string | null;
  sku: string | null;
  /** the option values as text, "256 GB / Blue"; '' for a product sold one way */
  variant: string;
  name: string;
  /** absolute image URL, '' when the product had none */
  image: string;
  price: number;
  quantity: number;
  /** price × quantity */
  lineTotal: number;
  /** this line's share of the order's discount and tax */
  discount: number;
  tax: number;
  /** the percentage `tax` was worked out at, and its name; null for orders from before taxes or
   *  a line that paid none */
  taxRate: number | null;
  taxName: string | null;
}

/** The tax at one rate: `rate` a percentage, `amount` dollars (docs/api.md#tax). */
export interface TaxLine {
  name: string;
  rate: number;
  amount: number;
}

/** A tax rate as the admin's API answers it (docs/api.md#tax). */
export interface TaxRate {
  _id: string;
  country: string;
  /** null for the whole country */
  region: string | null;
  taxClass: 'standard' | 'reduced' | 'zero';
  rate: number;
  name: string;
}

/** The shop's own details and tax mode (GET/PUT /api/settings, docs/api.md#settings). */
export interface ShopSettings {
  legalName: string;
  address: string;
  taxId: string;
  pricesIncludeTax: boolean;
  /** ISO 3166 alpha-2: the country checkout starts with, and whose tax a cart shows before there is an address */
  defaultCountry: string;
  /** where contact messages go; '' = SHOP_MAIL (or MAIL_FROM's address) */
  supportEmail: string;
  /** the tracking link of carrier `other`, {tracking} where the number goes; '' = none (src/lib/carriers.ts) */
  otherCarrierTrackingUrl: string;
}

export interface ShopSettingsChange {
  _id: string;
  /** who: their e-mail as it was then */
  by: string;
  at: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** A shipping zone as the admin's API answers it (docs/api.md#shipping); amounts in dollars. */
export interface ShippingZone {
  _id: string;
  name: string;
  /** ISO 3166 alpha-2 codes, or only "*" (the rest of the world) */
  countries: string[];
  regions: string[];
  postalPrefixes: string[];
  methods: ShippingMethod[];
  createdAt: string;
  updatedAt: string;
}

export interface ShippingMethod {
  id: string;
  name: string;
  type: 'flat' | 'free_over' | 'weight';
  /** flat and free_over; null for weight */
  price: number | null;
  /** free_over only */
  freeOver: number | null;
  /** weight only, sorted by upToGrams; [] otherwise */
  bands: { upToGrams: number; price: number }[];
  minDays: number;
  maxDays: number;
}

/** A method the quote offers for the cart and address, at its price for this cart. */
export interface ShippingOption {
  id: string;
  name: string;
  price: number;
  minDays: number;
  maxDays: number;
}

/** The method an order ships with, as it was when ordered (its price is the order's `shipping`). */
export interface OrderShippingMethod {
  id: string;
  name: string;
  minDays: number;
  maxDays: number;
}

/** A promotion as the admin's API answers it (docs/api.md#promotions). */
export interface Promotion {
  _id: string;
  name: string;
  /** upper case; null: automatic */
  code: string | null;
  type: 'percentage' | 'fixed' | 'free_shipping';
  /** percentage: percent off; fixed: the amount off; free_shipping: null */
  value: number | null;
  /** null: the whole order */
  target: { categories?: string[]; products?: string[]; variants?: string[] } | null;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  combinable: boolean;
  priority: number;
  /** uses held by orders (cancelled orders gave theirs back) */
  uses: number;
  /** what those orders were given in all */
  given: number;
  state: 'scheduled' | 'running' | 'ended';
  createdAt: string;
  updatedAt: string;
}

export interface AppliedPromotion {
  promotionId: string;
  name: string;
  /** the code entered; null for a promotion that applied by itself */
  code: string | null;
  amount: number;
}

interface OrderCustomer {
  /** null for a guest's order, or once the customer's account was deleted (name and e-mail stay) */
  _id: string | null;
  name: string;
  email: string;
}

/** A line's units in one parcel. */
export interface ShipmentItem {
  orderItemId: string;
  sku: string | null;
  name: string;
  variant: string;
  quantity: number;
}

/** A parcel of an order (docs/api.md#shipments); `carrier` one of CARRIER_IDS (src/lib/carriers.ts). */
export interface Shipment {
  _id: string;
  items: ShipmentItem[];
  carrier: Carrier;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: string;
  deliveredAt: string | null;
}

/** Nothing shipped yet, some of it, or all of it. */
export type Fulfillment = 'unfulfilled' | 'partial' | 'fulfilled';

/** An entry of an order's timeline (GET /api/orders/{id}/events, docs/api.md#order-timeline). */
export interface OrderEvent {
  type: OrderEventType;
  at: string;
  /** staff e-mail, 'Stripe' or 'customer'; left out when the shop itself did it */
  actor?: string;
  message: string;
  data?: Record<string, unknown>;
}

export interface Order {
  _id: string;
  /** short and human, e.g. EL-10042 */
  number: string;
  status: OrderStatus;
  items: OrderItem[];
  /** the amounts of the quote the order was placed with (docs/api.md#money-and-rounding):
   *  total = subtotal - discount + shipping + tax, each exact to the cent */
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  /** the tax per rate (sums to `tax`); [] for an order without tax */
  taxLines: TaxLine[];
  /** true when `tax` was inside the prices (the shop's setting when ordered), false when added */
  taxIncluded: boolean;
  /** the order's invoice, given when it is paid (card) or delivered (pay on delivery); null before */
  invoiceNumber: string | null;
  /** given when an invoiced order is refunded or cancelled */
  creditNoteNumber: string | null;
  /** the API paths that download them as PDFs, with the key that lets whoever holds the link do so
   *  (docs/api.md#invoices); null while there is none */
  invoiceUrl: string | null;
  creditNoteUrl: string | null;
  /** the promotions applied: what each took off (free shipping: the shipping it saved) */
  promotions: AppliedPromotion[];
  /** null for an order placed while the shop had no shipping zones (docs/api.md#shipping) */
  shippingMethod: OrderShippingMethod | null;
  currency: 'USD';
  shippingAddress: Address;
  /** the address as printed, in its country's order (src/lib/formatAddress.ts), name first and
   *  without the phone: the pages show these lines, so the browser needs no country tables */
  shippingAddressLines: string[];
  paymentMethod: PaymentMethod;
  /** card orders only (null for pay on delivery): the payment at the provider */
  payment: OrderPayment | null;
  /** its parcels, first shipped first */
  shipments: Shipment[];
  fulfillment: Fulfillment;
  note: string | null;
  user: OrderCustomer;
  createdAt: string;
  updatedAt: string;
}

export interface OrderQuery extends ListQuery {
  status?: OrderStatus;
}

/** GET /api/orders: always paged (default page 1, limit 20). */
export interface OrderPage extends PageInfo {
  success: true;
  orders: Order[];
  /** sum of `total` over every order the filter matched (all pages), for "Total : $N" */
  sum: number;
  /** the signed-in user's own guest orders that join the account once its e-mail is verified */
  guestOrdersWaiting: number;
}

export interface OrderPlacement {
  /** variantId: required when the product has more than one variant */
  items: { productId: string; variantId?: string; quantity: number }[];
  shippingAddress: Address;
  paymentMethod: PaymentMethod;
  note?: string;
  /** a guest's checkout (no token) only: the address the order belongs to */
  email?: string;
  /** the quote's total the shopper was shown; another total is refused with 409 and the new quote */
  expectedTotal?: number;
  /** a promotion's code; one that does not apply is refused with 409 and the new quote */
  couponCode?: string;
  /** one of the quote's `shippingOptions`; the cheapest when left out */
  shippingMethodId?: string;
}

// ---- the cart's quote (POST /api/cart/quote, docs/api.md#money-and-rounding) ----

/** What the server says about a line it was asked to price; `unavailable` and `sold_out` lines
 *  count 0 in the totals. */
export type QuoteLineProblem = 'unavailable' | 'sold_out' | 'short' | 'price_changed';

export interface QuoteRequest {
  items: {
    productId: string;
    /** required when the product has more than one variant */
    variantId?: string;
    quantity: number;
    /** the decimal price the shopper saw, so the server can answer `price_changed` */
    price?: number;
  }[];
  shippingAddress?: Address;
  email?: string;
  /** a promotion's code the shopper entered */
  couponCode?: string;
  /** one of the `shippingOptions` of the last quote for this address; the cheapest when left out */
  shippingMethodId?: string;
}

/** Amounts are decimal dollars exact to the cent; the browser reads them with `toCents`. */
export interface QuoteLine {
  productId: string;
  variantId: string;
  sku: string;
  /** the option values as text, "256 GB / Blue"; '' for a product sold one way */
  variant: string;
  name: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  /** the line's share of the order's discount */
  discount: number;
  problem?: QuoteLineProblem;
  /** with `short`: the units that can be ordered */
  available?: number;
  /** with `price_changed`: the price the shopper saw */
  seenPrice?: number;
}

export interface Quote {
  currency: 'USD';
  lines: QuoteLine[];
  /** each promotion applied (free shipping: the shipping it saved, not part of `discount`) */
  discounts: AppliedPromotion[];
  /** with a coupon code: whether it applied, and why not ("expired", "needs a subtotal of $100.00") */
  coupon?: { code: string; applied: boolean; reason?: string };
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  /** `tax` per rate; [] when there is none (docs/api.md#tax) */
  taxLines: TaxLine[];
  /** true: `tax` is inside the prices (shown under the total), false: added to them */
  taxIncluded: boolean;
  total: number;
  /** the methods that take the cart to the address, in the admin's order (none without an
   *  address, or in a shop without shipping zones) */
  shippingOptions: ShippingOption[];
  /** the one `shipping` is the price of */
  shippingMethod: ShippingOption | null;
  /** why the cart cannot go to the address ("We do not ship to Brazil.") */
  shippingProblem?: string;
}

/** GET /api/orders/stats (admin): the dashboard and Analytics. Money in USD, days in UTC. */
export interface OrderStats {
  success: true;
  /** every status present, 0 when none */
  counts: Record<OrderStatus, number>;
  /** all orders, cancelled included */
  orders: number;
  /** paid orders: a card order paid, shipped or delivered; a pay-on-delivery order delivered
   *  (or marked paid before deliberate change 27) */
  paidOrders: number;
  /** sum of the paid orders' totals: money the shop has, after discounts */
  revenue: number;
  /** what promotions took off those paid orders */
  discounts: number;
  /** `revenue` without the tax it holds (added to the prices or inside them) */
  revenueNetOfTax: number;
  /** the tax those paid orders collected, and per rate, most first */
  tax: number;
  taxPerRate: { name: string; rate: number; orders: number; amount: number }[];
  /** the shipping those paid orders were charged */
  shipping: number;
  /** orders that stand but are not paid yet (pay on delivery, pending or shipped) and their totals */
  unpaid: { orders: number; total: number };
  /** each promotion used by orders that stand, most given first: its uses and what it gave */
  promotions: { promotionId: string; name: string; code: string | null; uses: number; given: number }[];
  /** the last 30 UTC days, oldest first, every day present (0 when none): orders that stand
   *  (pending or paid), revenue of the paid ones */
  days: { date: string; orders: number; revenue: number }[];
  /** up to 5 products by units in paid orders; revenue after their lines' discounts */
  topProducts: { productId: string; name: string; image: string; quantity: number; revenue: number }[];
}

// ---- messages and mail (the admin's Messages page) ----

/** A message sent through the contact form (/contact-us). */
export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  /** when the shop last answered it from the Messages page */
  repliedAt: string | null;
  createdAt: string;
}

/** GET /api/messages (admin): unread first, then newest first. */
export interface MessagePage extends PageInfo {
  success: true;
  messages: ContactMessage[];
  /** unread messages in all */
  unread: number;
}

export type MailStatus = 'queued' | 'sent' | 'logged' | 'retrying' | 'failed';

/** One mail of the outbox, without its body. */
export interface OutboxMail {
  _id: string;
  to: string;
  /** order-confirmation, order-status, password-reset, verify-email, contact-copy, contact-reply, newsletter-confirm */
  kind: string;
  subject: string;
  status: MailStatus;
  tries: number;
  lastError: string | null;
  nextTryAt: string;
  createdAt: string;
  /** when it was sent (or written to the log) */
  sentAt: string | null;
}

/** GET /api/admin/outbox/{id} (admin): one mail with its plain text and the links in it. */
export interface OutboxMailBody extends OutboxMail {
  /** the plain-text part, as sent (the HTML part says the same) */
  text: string;
  /** every http(s) link of the text, once each, in order */
  links: string[];
  /** where answers go when not to the shop, or null */
  replyTo: string | null;
}

/** One address of the shop's mailing list (GET /api/newsletter/subscribers, admin). */
export interface NewsletterSubscriber {
  _id: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** when it last asked to subscribe (null: it only ever unsubscribed) */
  subscribedAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
}

export interface NewsletterPage extends PageInfo {
  success: true;
  subscribers: NewsletterSubscriber[];
  /** rows per status in all, whatever the search */
  counts: Record<NewsletterSubscriber['status'], number>;
}

/** GET /api/mail/delivery: whether mails leave the shop (SMTP_URL set) or only reach the log. */
export interface MailDelivery {
  success: true;
  delivery: 'on' | 'off';
}

/** GET /api/admin/outbox (admin): newest first. */
export interface OutboxPage extends PageInfo {
  success: true;
  mails: OutboxMail[];
  /** failed mails in all */
  failed: number;
}
