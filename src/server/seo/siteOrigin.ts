// The origin every absolute URL of a page starts with (canonical, Open Graph, structured data,
// the sitemap): the address the build was given (SITE_URL, else PUBLIC_URL, at build time); on
// a page rendered on request without one, the shop's address for that request (PUBLIC_URL, else
// the origin it was served on if its host is allowed, else http://localhost:PORT,
// docs/operations.md#the-host-header). A page built without an address has no request to ask:
// it links relatively, so it never names a host or a port it is not served on.
import { shopOrigin } from '../http/proxyTrust';

export function siteOrigin(site: URL | undefined, request: Request, prerendered: boolean): string | null {
  if (site) return site.origin;
  if (prerendered) return null;
  return shopOrigin(request);
}

/** `path` at `origin`, or the path alone when the origin is not known (a page built without one). */
export const siteUrl = (origin: string | null, path: string): string => (origin ? new URL(path, origin).href : path);
