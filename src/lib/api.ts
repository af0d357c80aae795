// The one way islands talk to the REST API. Base is PUBLIC_API_URL (empty = same origin).
import type {
  Address,
  AuthResponse,
  Category,
  Order,
  OrderPage,
  OrderPlacement,
  OrderQuery,
  OrderStats,
  OrderStatus,
  PageInfo,
  Product,
  ProductQuery,
  ListQuery,
  User,
} from './types';
import { $token } from '../stores/session';

const BASE = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

/** Any non-2xx answer or network failure; `message` is the server's text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isAuthFailure() {
    return this.status === 401 || this.status === 403;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** send the signed-in session's token (read from the session store when the request starts) */
  auth?: boolean;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** upload progress 0..1 (multipart only); uses XHR because fetch has no upload progress */
  onProgress?: (fraction: number) => void;
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const token = opts.auth ? $token.get() : '';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.form && opts.onProgress) return xhrRequest<T>(path, opts, headers);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await fetch(BASE + path, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the shop could not be reached. Check your connection and try again.');
  }
  const data = await res.json().catch(() => null);
  if (!res.ok || (data && data.success === false)) {
    throw new ApiError(res.status, messageOf(data) ?? `Request failed (${res.status})`);
  }
  return data as T;
}

function messageOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;
}

function xhrRequest<T>(path: string, opts: RequestOptions, headers: Record<string, string>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', BASE + path);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, 'Network error: the shop could not be reached.'));
    xhr.onload = () => {
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: keep null */
      }
      const failed = xhr.status < 200 || xhr.status >= 300 || (data as { success?: boolean })?.success === false;
      if (failed) reject(new ApiError(xhr.status, messageOf(data) ?? `Request failed (${xhr.status})`));
      else resolve(data as T);
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(opts.form ?? null);
  });
}

function qs(query: object = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

type Ok<T> = { success: true } & T;
type Msg = Ok<{ message: string }>;

export const api = {
  auth: {
    signup: (body: { name: string; email: string; contact: string; password: string }) =>
      request<AuthResponse>('/api/auth/signup', { method: 'POST', json: body }),
    signin: (body: { email: string; password: string }) =>
      request<AuthResponse>('/api/auth/signin', { method: 'POST', json: body }),
    profile: (signal?: AbortSignal) => request<Ok<{ user: User }>>('/api/auth/profile', { auth: true, signal }),
    updateProfile: (body: { name?: string; contact?: string | null; address?: Address | null }) =>
      request<Msg & { user: User }>('/api/auth/profile', { method: 'PUT', auth: true, json: body }),
    changePassword: (body: { currentPassword: string; newPassword: string }) =>
      request<Msg & { token: string }>('/api/auth/password', { method: 'PUT', auth: true, json: body }),
  },
  users: {
    /** bare array, as the product's client reads it (docs/api.md#rest-contract) */
    all: () => request<User[]>('/api/users/all', { auth: true }),
    page: (query: ListQuery & { role?: User['role']; status?: User['status'] }) =>
      request<Ok<{ users: User[] } & PageInfo>>(`/api/users/all${qs({ ...query, page: query.page ?? 1 })}`, {
        auth: true,
      }),
    setStatus: (id: string, status: User['status']) =>
      request<Msg & { user: User }>(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        json: { status },
      }),
    remove: (id: string) => request<Msg>(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  categories: {
    all: (signal?: AbortSignal) => request<Ok<{ categories: Category[] }>>('/api/categories', { signal }),
    /** `auth`: with the admin's token the answer is never one from before a write (the cache waits for it) */
    page: (query: ListQuery, signal?: AbortSignal, auth = false) =>
      request<Ok<{ categories: Category[] } & PageInfo>>(`/api/categories${qs({ ...query, page: query.page ?? 1 })}`, {
        signal,
        auth,
      }),
    create: (form: FormData, onProgress?: (f: number) => void) =>
      request<Msg & { category: Category }>('/api/categories', { method: 'POST', auth: true, form, onProgress }),
    update: (id: string, form: FormData, onProgress?: (f: number) => void) =>
      request<Msg & { category: Category }>(`/api/categories/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        form,
        onProgress,
      }),
    setActive: (id: string, isActive: boolean) =>
      request<Msg>(`/api/categories/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, json: { isActive } }),
    remove: (id: string) => request<Msg>(`/api/categories/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  products: {
    /** by id or slug; inactive ones answer 404 unless `auth` sends an admin's token */
    one: (idOrSlug: string, signal?: AbortSignal, auth = false) =>
      request<Ok<{ product: Product }>>(`/api/products/${encodeURIComponent(idOrSlug)}`, { signal, auth }),
    all: (signal?: AbortSignal) => request<Ok<{ products: Product[] }>>('/api/products', { signal }),
    /** `auth`: with the admin's token the answer is never one from before a write (the cache waits for it) */
    page: (query: ProductQuery, signal?: AbortSignal, auth = false) =>
      request<Ok<{ products: Product[] } & PageInfo>>(`/api/products${qs({ ...query, page: query.page ?? 1 })}`, {
        signal,
        auth,
      }),
    create: (form: FormData, onProgress?: (f: number) => void) =>
      request<Msg & { product: Product }>('/api/products', { method: 'POST', auth: true, form, onProgress }),
    update: (id: string, form: FormData, onProgress?: (f: number) => void) =>
      request<Msg & { product: Product }>(`/api/products/${encodeURIComponent(id)}`, {
        method: 'PUT',
        auth: true,
        form,
        onProgress,
      }),
    setActive: (id: string, isActive: boolean) =>
      request<Msg>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', auth: true, json: { isActive } }),
    remove: (id: string) => request<Msg>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true }),
  },
  orders: {
    /** `idempotencyKey`: one per checkout, so a retry or double click makes one order */
    place: (body: OrderPlacement, idempotencyKey: string) =>
      request<Msg & { order: Order }>('/api/orders', {
        method: 'POST',
        auth: true,
        json: body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    page: (query: OrderQuery = {}, signal?: AbortSignal) =>
      request<OrderPage>(`/api/orders${qs({ ...query, page: query.page ?? 1 })}`, { auth: true, signal }),
    one: (id: string, signal?: AbortSignal) =>
      request<Ok<{ order: Order }>>(`/api/orders/${encodeURIComponent(id)}`, { auth: true, signal }),
    setStatus: (id: string, status: OrderStatus) =>
      request<Msg & { order: Order }>(`/api/orders/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        auth: true,
        json: { status },
      }),
    cancel: (id: string) =>
      request<Msg & { order: Order }>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', auth: true }),
    stats: (signal?: AbortSignal) => request<OrderStats>('/api/orders/stats', { auth: true, signal }),
  },
};
