// The one way islands talk to the REST API (base: PUBLIC_API_URL, empty = same origin, see
// ./http.ts). Calls that need the signed-in session take its token from the session store.
import type {
  Address,
  AuthResponse,
  Category,
  Order,
  OrderPage,
  OrderPlacement,
  OrderQuery,
  OrderEvent,
  OrderStats,
  PageInfo,
  Product,
  Shipment,
  ProductPage,
  ProductQuery,
  Promotion,
  ListQuery,
  Quote,
  QuoteRequest,
  ContactMessage,
  SearchSuggestions,
  ShopSettings,
  ShopSettingsChange,
  ShippingZone,
  TaxRate,
  MailDelivery,
  MessagePage,
  NewsletterPage,
  OutboxMail,
  OutboxMailBody,
  OutboxPage,
  User,
} from './types';
import type {
  ContentCollection,
  ContentEditing,
  ContentEntry,
  ContentEntryRef,
  ContentVersion,
  Placeholder,
  PublishState,
} from './content';
import type { SetupView, ShopSetupInput } from './forms/shopSetup';
import type { OrderStatus } from './orderStatuses';
import type { PaymentMethod } from './paymentMethods';
import { $token } from '../stores/session';
import { ApiError, request, type RequestOptions } from './http';

export { ApiError, apiUrl, request } from './http';

/** An order refused because it would cost another total than the shopper was shown (a price,
 *  the stock or a promotion changed meanwhile): `quote` is what the cart costs now. */
export class OrderConflictError extends ApiError {
  constructor(
    message: string,
    readonly quote: Quote,
  ) {
    super(409, message, { success: false, message, quote });
    this.name = 'OrderConflictError';
  }
}

/** Enough of a quote's shape to show it; the server wrote it, a check guards against a proxy's page. */
function isQuote(value: unknown): value is Quote {
  const quote = value as Partial<Quote> | null;
  return typeof quote === 'object' && quote !== null && Array.isArray(quote.lines) && typeof quote.total === 'number';
}

/** A 409 that carries a quote becomes an OrderConflictError; any other error passes unchanged. */
function withConflictQuote(err: unknown): never {
  const quote = err instanceof ApiError && err.status === 409 ? (err.body as { quote?: unknown } | null)?.quote : null;
  throw isQuote(quote) ? new OrderConflictError((err as ApiError).message, quote) : err;
}

const contentPath = (collection: ContentCollection, id: string) =>
  `/api/content/${collection}/${encodeURIComponent(id)}`;

function qs(query: object = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** `auth`: send the session's token, as it is when the call is made */
function call<T>(path: string, { auth, ...opts }: Omit<RequestOptions, 'token'> & { auth?: boolean } = {}) {
  return request<T>(path, auth ? { ...opts, token: $token.get() } : opts);
}

type Ok<T> = { success: true } & T;
type Msg = Ok<{ message: string }>;

export const api = {
  auth: {
    signup: (body: { name: string; email: string; contact: string; password: string }) =>
      call<AuthResponse>('/api/auth/signup', { method: 'POST', json: body }),
    signin: (body: { email: string; password: string }) =>
      call<AuthResponse>('/api/auth/signin', { method: 'POST', json: body }),
    profile: (signal?: AbortSignal) => call<Ok<{ user: User }>>('/api/auth/profile', { auth: true, signal }),
    updateProfile: (body: { name?: string; contact?: string | null; savedAddress?: Address | null }) =>
      call<Msg & { user: User }>('/api/auth/profile', { method: 'PUT', auth: true, json: body }),
    changePassword: (body: { currentPassword: string; newPassword: string }) =>
      call<Msg & { token: string }>('/api/auth/password', { method: 'PUT', auth: true, json: body }),
    /** the same answer whether or not the address has an account */
    forgotPassword: (body: { email: string }) => call<Msg>('/api/auth/forgot-password', { method: 'POST', json: body }),
    /** signs in: every older token of the account stops working */
    resetPassword: (body: { token: string; password: string }) =>
      call<AuthResponse>('/api/auth/reset-password', { method: 'POST', json: body }),
    verifyEmail: (body: { token: string }) =>
      call<Msg & { email: string }>('/api/auth/verify-email', { method: 'POST', json: body }),
    /** a new verification mail for the signed-in account */
    resendVerification: () => call<Msg>('/api/auth/verify-email/resend', { method: 'POST', auth: true }),
  },
  users: {
    /** bare array, as the product's client reads it (docs/api.md#rest-contract) */
    all: () => call<User[]>('/api/users/all', { auth: true }),
    page: (query: ListQuery & { role?: User['role']; status?: User['status'] }) =>
      call<Ok<{ users: User[] } & PageInfo>>(`/api/users/all${qs({ ...query, page: query.page ?? 1 })}`, {
        auth: true,
      }),
    setStatus: (id: string, status: User['status']) =>
      call<Msg & { user: User }>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        json: { status },
      }),
    remove: (id: string) => call<Msg>(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
    /** a content editor, or a customer again (admins only) */
    setRole: (id: string, role: 'editor' | 'customer') =>
      call<Msg & { user: User }>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        json: { role },
      }),
  },
  /** the Content section (docs/api.md#content): editors and admins */
  content: {
    overview: () =>
      call<
        Ok<{
          entries: ContentEntryRef[];
          placeholders: Placeholder[];
          editing: ContentEditing;
          publishes: PublishState[];
        }>
      >('/api/content', { auth: true }),
    entry: (collection: ContentCollection, id: string) =>
      call<Ok<{ entry: ContentEntry }>>(contentPath(collection, id), { auth: true }),
    /** checks and publishes; the answer comes before the pages are rebuilt */
    save: (collection: ContentCollection, id: string, entry: ContentEntry) =>
      call<Msg & { publish: PublishState }>(contentPath(collection, id), { method: 'PUT', auth: true, json: entry }),
    removeFaq: (id: string) =>
      call<Msg & { publish: PublishState }>(contentPath('faqs', id), { method: 'DELETE', auth: true }),
    reorderFaqs: (ids: string[]) =>
      call<Msg & { publish: PublishState }>('/api/content/faqs/reorder', { method: 'POST', auth: true, json: { ids } }),
    history: (collection: ContentCollection, id: string) =>
      call<Ok<{ versions: ContentVersion[] }>>(`${contentPath(collection, id)}/history`, { auth: true }),
    restore: (collection: ContentCollection, id: string, version: string) =>
      call<Msg & { publish: PublishState }>(`${contentPath(collection, id)}/restore`, {
        method: 'POST',
        auth: true,
        json: { version },
      }),
    publish: (id: string) =>
      call<Ok<{ publish: PublishState }>>(`/api/content/publishes/${encodeURIComponent(id)}`, { auth: true }),
  },
  categories: {
    all: (signal?: AbortSignal) => call<Ok<{ categories: Category[] }>>('/api/categories', { signal }),
    /** `auth`: with the admin's token the answer is never one from before a write (the cache waits for it) */
    page: (query: ListQuery, signal?: AbortSignal, auth = false) =>
      call<Ok<{ categories: Category[] } & PageInfo>>(`/api/categories${qs({ ...query, page: query.page ?? 1 })}`, {
        signal,
        auth,
      }),
    create: (form: FormData, onProgress?: (f: number) => void) =>
      call<Msg & { category: Category }>('/api/categories', { method: 'POST', auth: true, form, onProgress }),
    update: (id: string, form: FormData, onProgress?: (f: number) => void) =>
      call<Msg & { category: Category }>(`/api/categories/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        form,
        onProgress,
      }),
    setActive: (id: string, isActive: boolean) =>
      call<Msg>(`/api/categories/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, json: { isActive } }),
    remove: (id: string) => call<Msg>(`/api/categories/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  products: {
    /** by id or slug; inactive ones answer 404 unless `auth` sends an admin's token */
    one: (idOrSlug: string, signal?: AbortSignal, auth = false) =>
      call<Ok<{ product: Product }>>(`/api/products/${encodeURIComponent(idOrSlug)}`, { signal, auth }),
    all: (signal?: AbortSignal) => call<Ok<{ products: Product[] }>>('/api/products', { signal }),
    /** the storefront catalogue's page for these parameters (../lib/catalogState.ts catalogApiParams) */
    find: (params: URLSearchParams, signal?: AbortSignal) =>
      call<Ok<ProductPage>>(`/api/products?${params}`, { signal }),
    /** `auth`: with the admin's token the answer is never one from before a write (the cache waits for it) */
    page: (query: ProductQuery, signal?: AbortSignal, auth = false) =>
      call<Ok<{ products: Product[] } & PageInfo>>(`/api/products${qs({ ...query, page: query.page ?? 1 })}`, {
        signal,
        auth,
      }),
    create: (form: FormData, onProgress?: (f: number) => void) =>
      call<Msg & { product: Product }>('/api/products', { method: 'POST', auth: true, form, onProgress }),
    /** `notice`: the form's price and stock were left alone (a product with several variants) */
    update: (id: string, form: FormData, onProgress?: (f: number) => void) =>
      call<Msg & { product: Product; notice?: string }>(`/api/products/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        form,
        onProgress,
      }),
    setActive: (id: string, isActive: boolean) =>
      call<Msg>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, json: { isActive } }),
    remove: (id: string) => call<Msg>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  promotions: {
    /** every promotion, newest first, with its uses, what it gave and its state (admin) */
    all: (signal?: AbortSignal) => call<Ok<{ promotions: Promotion[] }>>('/api/promotions', { auth: true, signal }),
    /** `body`: the whole promotion as src/lib/forms/promotion.ts promotionSchema reads it */
    create: (body: object) =>
      call<Msg & { promotion: Promotion }>('/api/promotions', { method: 'POST', auth: true, json: body }),
    update: (id: string, body: object) =>
      call<Msg & { promotion: Promotion }>(`/api/promotions/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        json: body,
      }),
    /** `endsAt` now: it stops applying and stays in the orders that used it */
    end: (id: string, endsAt: string) =>
      call<Msg & { promotion: Promotion }>(`/api/promotions/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: true,
        json: { endsAt },
      }),
    /** a promotion an order used is refused (409): it can only be ended */
    remove: (id: string) => call<Msg>(`/api/promotions/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  shipping: {
    /** the country codes the zones name, which the address forms offer first (anyone) */
    countries: (signal?: AbortSignal) => call<Ok<{ countries: string[] }>>('/api/shipping/countries', { signal }),
    /** every zone with its methods, oldest first (admin) */
    zones: (signal?: AbortSignal) => call<Ok<{ zones: ShippingZone[] }>>('/api/shipping/zones', { auth: true, signal }),
    /** `body`: the whole zone as src/lib/forms/shipping.ts shippingZoneSchema reads it */
    create: (body: object) =>
      call<Msg & { zone: ShippingZone }>('/api/shipping/zones', { method: 'POST', auth: true, json: body }),
    /** a method whose `id` the body names keeps it; one left out is deleted */
    update: (id: string, body: object) =>
      call<Msg & { zone: ShippingZone }>(`/api/shipping/zones/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        json: body,
      }),
    remove: (id: string) =>
      call<Msg>(`/api/shipping/zones/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  tax: {
    /** every tax rate (admin) */
    rates: (signal?: AbortSignal) => call<Ok<{ rates: TaxRate[] }>>('/api/tax/rates', { auth: true, signal }),
    /** `body`: the whole rate as src/lib/forms/taxRate.ts taxRateSchema reads it */
    create: (body: object) =>
      call<Msg & { rate: TaxRate }>('/api/tax/rates', { method: 'POST', auth: true, json: body }),
    update: (id: string, body: object) =>
      call<Msg & { rate: TaxRate }>(`/api/tax/rates/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        json: body,
      }),
    remove: (id: string) => call<Msg>(`/api/tax/rates/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  search: {
    /** what a search box offers while the shopper types; not cached, each keystroke is new */
    suggest: (q: string, signal?: AbortSignal) =>
      call<Ok<SearchSuggestions>>(`/api/search/suggest${qs({ q })}`, { signal }),
  },
  cart: {
    /** What the cart costs: every amount the cart page and checkout show as a total. Signed in,
     *  the token goes along (a promotion may be the customer's own). */
    quote: (body: QuoteRequest, signal?: AbortSignal) =>
      call<Ok<{ quote: Quote }>>('/api/cart/quote', { method: 'POST', auth: true, json: body, signal }),
  },
  orders: {
    /** `idempotencyKey`: one per checkout, so a retry or double click makes one order. Signed
     *  out it is a guest's order (`body.email`), answered with the key of its page. A card
     *  order is answered with `paymentUrl`, Stripe's page to pay at. An `expectedTotal` the
     *  order would not cost is refused with an OrderConflictError holding the new quote. */
    place: (body: OrderPlacement, idempotencyKey: string) =>
      call<Msg & { order: Order; guestKey?: string; paymentUrl?: string }>('/api/orders', {
        method: 'POST',
        auth: true,
        json: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }).catch(withConflictQuote),
    page: (query: OrderQuery = {}, signal?: AbortSignal) =>
      call<OrderPage>(`/api/orders${qs({ ...query, page: query.page ?? 1 })}`, { auth: true, signal }),
    one: (id: string, signal?: AbortSignal) =>
      call<Ok<{ order: Order }>>(`/api/orders/${encodeURIComponent(id)}`, { auth: true, signal }),
    setStatus: (id: string, status: OrderStatus) =>
      call<Msg & { order: Order }>(`/api/orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: true,
        json: { status },
      }),
    cancel: (id: string) =>
      call<Msg & { order: Order }>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', auth: true }),
    stats: (signal?: AbortSignal) => call<OrderStats>('/api/orders/stats', { auth: true, signal }),
    /** a guest order by the key its confirmation mail links to */
    guest: (key: string, signal?: AbortSignal) =>
      call<Ok<{ order: Order }>>(`/api/orders/guest/${encodeURIComponent(key)}`, { signal }),
    track: (body: { number: string; email: string }) =>
      call<Ok<{ order: Order }>>('/api/orders/track', { method: 'POST', json: body }),
    /** a parcel (admin); `body` as src/lib/forms/shipment.ts shipmentSchema reads it, no items: all that is left */
    ship: (id: string, body: object) =>
      call<Ok<{ shipment: Shipment; order: Order }>>(`/api/orders/${encodeURIComponent(id)}/shipments`, {
        method: 'POST',
        auth: true,
        json: body,
      }),
    /** tracking set later, or the parcel delivered (`{delivered: true}`; the last one delivers the order) */
    updateShipment: (id: string, shipmentId: string, body: object) =>
      call<Ok<{ shipment: Shipment; order: Order }>>(
        `/api/orders/${encodeURIComponent(id)}/shipments/${encodeURIComponent(shipmentId)}`,
        { method: 'PATCH', auth: true, json: body },
      ),
    /** the order's timeline, newest first (admin) */
    events: (id: string, signal?: AbortSignal) =>
      call<Ok<{ events: OrderEvent[] }>>(`/api/orders/${encodeURIComponent(id)}/events`, { auth: true, signal }),
    addNote: (id: string, text: string) =>
      call<Ok<{ event: OrderEvent }>>(`/api/orders/${encodeURIComponent(id)}/notes`, {
        method: 'POST',
        auth: true,
        json: { text },
      }),
    /** packing slips as one PDF (admin): an order's, a parcel's (`shipmentId`), or several orders' */
    packingSlip: async (slip: { orderId: string; shipmentId?: string } | { orderIds: string[] }) =>
      (await import('./httpFile')).requestFile(
        'orderIds' in slip
          ? `/api/orders/packing-slips${qs({ ids: slip.orderIds.join(',') })}`
          : `/api/orders/${encodeURIComponent(slip.orderId)}${
              slip.shipmentId ? `/shipments/${encodeURIComponent(slip.shipmentId)}` : ''
            }/packing-slip`,
        { token: $token.get() },
      ),
  },
  payments: {
    /** the payment methods the checkout offers now */
    methods: (signal?: AbortSignal) => call<Ok<{ methods: PaymentMethod[] }>>('/api/payments/methods', { signal }),
  },
  messages: {
    /** the contact form: stored, and a copy mailed to the shop */
    send: (body: { name: string; email: string; subject: string; message: string }) =>
      call<Msg>('/api/messages', { method: 'POST', json: body }),
    page: (query: ListQuery = {}, signal?: AbortSignal) =>
      call<MessagePage>(`/api/messages${qs({ ...query, page: query.page ?? 1 })}`, { auth: true, signal }),
    setRead: (id: string, read: boolean) =>
      call<Msg & { contactMessage: ContactMessage }>(`/api/messages/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: true,
        json: { read },
      }),
    /** mailed to the writer through the outbox */
    reply: (id: string, reply: string) =>
      call<Msg & { contactMessage: ContactMessage }>(`/api/messages/${encodeURIComponent(id)}/reply`, {
        method: 'POST',
        auth: true,
        json: { reply },
      }),
  },
  setup: {
    /** the setup's answers as stored, which menus are still the theme's, the newest publish (admin) */
    get: (signal?: AbortSignal) => call<Ok<SetupView>>('/api/setup', { auth: true, signal }),
    /** every answer at once: settings written, one publish queued (answered 202 with it) */
    save: (body: ShopSetupInput) =>
      call<Msg & SetupView & { publish: PublishState }>('/api/setup', { method: 'PUT', auth: true, json: body }),
  },
  settings: {
    /** the shop's details and tax mode, and their latest changes, newest first (admin) */
    get: (signal?: AbortSignal) =>
      call<Ok<{ settings: ShopSettings; history: ShopSettingsChange[] }>>('/api/settings', { auth: true, signal }),
    /** the whole set, as src/lib/forms/shopSettings.ts reads it; answered as `get` is */
    save: (body: ShopSettings) =>
      call<Msg & { settings: ShopSettings; history: ShopSettingsChange[] }>('/api/settings', {
        method: 'PUT',
        auth: true,
        json: body,
      }),
  },
  newsletter: {
    /** the same 202 for a new and a known address: a confirmation mail follows (double opt-in) */
    subscribe: (body: { email: string }) => call<Msg>('/api/newsletter', { method: 'POST', json: body }),
    confirm: (body: { token: string }) =>
      call<Msg & { email: string }>('/api/newsletter/confirm', { method: 'POST', json: body }),
    unsubscribe: (body: { token: string }) =>
      call<Msg & { email: string }>('/api/newsletter/unsubscribe', { method: 'POST', json: body }),
    page: (query: ListQuery & { status?: string } = {}, signal?: AbortSignal) =>
      call<NewsletterPage>(`/api/newsletter/subscribers${qs({ ...query, page: query.page ?? 1 })}`, {
        auth: true,
        signal,
      }),
    /** the list (same search and filter, not paged) as a CSV file */
    exportCsv: async (query: { q?: string; status?: string } = {}) =>
      (await import('./httpFile')).requestFile(`/api/newsletter/subscribers/export${qs(query)}`, {
        token: $token.get(),
      }),
  },
  mail: {
    /** 'off': no SMTP_URL, mails reach only the log and the outbox */
    delivery: (signal?: AbortSignal) => call<MailDelivery>('/api/mail/delivery', { signal }),
  },
  outbox: {
    page: (query: ListQuery = {}, signal?: AbortSignal) =>
      call<OutboxPage>(`/api/admin/outbox${qs({ ...query, page: query.page ?? 1 })}`, { auth: true, signal }),
    /** one mail with its text and links */
    get: (id: string, signal?: AbortSignal) =>
      call<{ success: true; mail: OutboxMailBody }>(`/api/admin/outbox/${encodeURIComponent(id)}`, {
        auth: true,
        signal,
      }),
    /** a failed mail only */
    retry: (id: string) =>
      call<Msg & { mail: OutboxMail }>(`/api/admin/outbox/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        auth: true,
      }),
  },
};
