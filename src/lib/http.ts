// The HTTP layer under the API client (./api.ts): JSON or multipart requests, upload progress,
// and one error type. It imports only the API's address (./apiUrl.ts), so the session store can
// load it alone for the start-up profile refresh without pulling the client's endpoint table into
// every page.
import { apiUrl } from './apiUrl';

export { apiUrl };

/** Any non-2xx answer or network failure; `message` is the server's text when it sent one, and
 *  `body` the whole JSON answer (null when there was none), for answers that carry more than a
 *  message (an order refused with the new quote). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isAuthFailure() {
    return this.status === 401 || this.status === 403;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string;
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** upload progress 0..1 (multipart only); uses XHR because fetch has no upload progress */
  onProgress?: (fraction: number) => void;
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.form && opts.onProgress) return xhrRequest<T>(path, opts, headers);
  let body: BodyInit | undefined;
  if (opts.form) body = opts.form;
  else if (opts.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the shop could not be reached. Check your connection and try again.');
  }
  const data = await res.json().catch(() => null);
  if (!res.ok || (data && data.success === false)) {
    throw new ApiError(res.status, messageOf(data) ?? `Request failed (${res.status})`, data);
  }
  return data as T;
}

export function messageOf(data: unknown): string | undefined {
  return data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : undefined;
}

function xhrRequest<T>(path: string, opts: RequestOptions, headers: Record<string, string>): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', apiUrl(path));
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
      if (failed) reject(new ApiError(xhr.status, messageOf(data) ?? `Request failed (${xhr.status})`, data));
      else resolve(data as T);
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(opts.form ?? null);
  });
}
