// Image URLs in API answers are absolute (docs/product.md#deliberate-changes, 15), so
// clients on another origin - the pages on a CDN included - can show them. Rows keep the
// host-free `/uploads/<key>.webp`; each answer maps that prefix to PUBLIC_URL, the bucket's
// S3_PUBLIC_URL, or the origin the request was made to.
import { config } from '../config';
import { requestOrigin } from '../http/proxyTrust';
import { getImageStorage } from './imageStorage';
import { S3Storage } from './s3Storage';

const STORED_PREFIX = '/uploads/';

/** What `/uploads/` stands for in answers to this request (ends with "/"). */
export function imageUrlBase(request: Request): string {
  const storage = getImageStorage();
  if (storage instanceof S3Storage) return storage.publicBase();
  return `${(config.publicUrl || requestOrigin(request)).replace(/\/+$/, '')}${STORED_PREFIX}`;
}

// a JSON string value (after ":", "[" or ",") that starts with the stored prefix; inside a
// string a quote is escaped, so text that merely mentions the prefix never matches
const STORED_URL_IN_JSON = /([:[,]\s*)"\/uploads\//g;

/** Serialized JSON with every stored image URL made absolute against `base`. */
export function absoluteImageUrls(json: string, base: string): string {
  if (!json.includes(`"${STORED_PREFIX}`)) return json;
  const escaped = JSON.stringify(base).slice(1, -1).replace(/\$/g, '$$$$');
  return json.replace(STORED_URL_IN_JSON, `$1"${escaped}`);
}

/** Answers whose body is already absolute (the catalogue cache builds them so). A registered
 *  symbol on the answer, not a module's own set: the host and the app bundle each carry a copy
 *  of this module, and the cache the app uses may be the host's. */
const ABSOLUTE = Symbol.for('shop.imageUrls.absolute');
export const markAbsolute = (response: Response): Response =>
  Object.defineProperty(response, ABSOLUTE, { value: true });
const isAbsolute = (response: Response) => ABSOLUTE in response;

/** The endpoint's JSON answer with absolute image URLs. */
export async function withAbsoluteImageUrls(response: Response, request: Request): Promise<Response> {
  if (isAbsolute(response) || !response.body || response.headers.has('content-encoding')) return response;
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  const body = absoluteImageUrls(text, imageUrlBase(request));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}
