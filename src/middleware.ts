// The app's side of the edge (src/server/http/edge.ts): every answer the app makes, under
// `astro dev` and in production alike, gets the edge's headers and request id here; /api gets
// CORS and its JSON 404; pages rendered on request get a CSP allowing exactly their inline
// scripts and, in production, go out compressed like the built files. The catalogue's pages are
// rendered once per catalogue version and kept (src/server/http/cache/pageCache.ts); pages of the
// signed-in user are never stored by a browser or a CDN.
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { CachedBody, responseOf, type Entry } from './server/http/cache/responseCache';
import {
  isCachedRoute,
  isUserPage,
  pageCache,
  pageKeyOf,
  pageScopeOf,
  USER_PAGE_CACHE_CONTROL,
  variantOfPageKey,
} from './server/http/cache/pageCache';
import { isSkuOfProduct } from './server/catalog/variants';
import { readCatalogVersion } from './server/catalog/version';
import { getDb } from './server/db/client';
import { isApiPath, isOddApiPath, NO_SUCH_ENDPOINT } from './server/http/apiPaths';
import { compressOnRequest } from './server/http/encoding';
import {
  addHeaders,
  edgeHeaders,
  errorResponse,
  htmlHeaders,
  logAccess,
  preflight,
  refusalResponse,
  requestIdOf,
} from './server/http/edge';
import { refusesHost, UNKNOWN_HOST } from './server/http/proxyTrust';
import { runWithRequest } from './server/log';

function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    addHeaders(response.headers, headers);
    return response;
  } catch {
    // some responses (a fetched error page) have immutable headers
    const copy = new Response(response.body, response);
    addHeaders(copy.headers, headers);
    return copy;
  }
}

export const onRequest = defineMiddleware(async (context, next) => {
  const { request, url, isPrerendered, locals } = context;
  // at build time answers go nowhere: the host sends prerendered pages with the edge's headers
  if (isPrerendered && import.meta.env.PROD) return next();
  // the production host has named the request, runs it in the log's request context and writes
  // its access line; under `astro dev` that is done here
  if (!locals.requestId) {
    const requestId = requestIdOf(request.headers.get('x-request-id'));
    locals.requestId = requestId;
    const startedAt = performance.now();
    const response = await runWithRequest(requestId, () => answer(context, next));
    logAccess(request.method, url.pathname, response.status, startedAt);
    return response;
  }
  return answer(context, next);
});

/** A rendered page that is not kept: sent as it is, to the request that rendered it. */
class NotKept extends Error {}

/** A page is kept only if nothing in it can be about who asked or about a passing failure: a
 *  200 HTML page that sets no cookie and no Cache-Control of its own, and did not say it showed
 *  less than it should (locals.notKept, known once its body is rendered). */
function keepable(response: Response, context: APIContext, rendered: boolean): boolean {
  if (rendered) return !context.locals.notKept && context.cookies.headers().next().done === true;
  return (
    response.status === 200 &&
    Boolean(response.headers.get('content-type')?.includes('text/html')) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

/** The answer from the page cache, filling it once per key and version; or, for a page not kept,
 *  the page as rendered (the caller finishes it). */
async function fromPageCache(context: APIContext, next: MiddlewareNext): Promise<Response | { rendered: Response }> {
  const { request, url } = context;
  const key = pageKeyOf(url.pathname + url.search);
  if (key === null) return { rendered: await next() };
  let version: number;
  let kept: boolean;
  try {
    const db = await getDb();
    version = await readCatalogVersion(db);
    // a `variant` that is not exactly one of the product's SKUs is rendered for its request
    // only, so made-up ones never fill the cache (pageCache.ts, productPageKey)
    const variant = variantOfPageKey(key);
    kept = !variant || (await isSkuOfProduct(db, variant.slug, variant.sku));
  } catch {
    return { rendered: await next() }; // the database is away: the page says so itself
  }
  if (!kept) return { rendered: await next() };
  const scope = pageScopeOf((name) => request.headers.get(name));
  let entry: Entry;
  let ownRender: Response | undefined;
  try {
    entry = await pageCache.entry({ imageBase: scope, admin: false }, version, key, async () => {
      // rendered as an anonymous request, so no cookie or token can shape what everyone is sent
      request.headers.delete('cookie');
      request.headers.delete('authorization');
      const response = (ownRender = await next());
      if (!keepable(response, context, false)) throw new NotKept('page not kept');
      const html = await response.text();
      if (!keepable(response, context, true)) {
        ownRender = new Response(html, response);
        throw new NotKept('page not kept');
      }
      return new CachedBody(html, { 'Content-Type': response.headers.get('content-type')!, ...htmlHeaders(html) });
    });
  } catch (err) {
    if (!(err instanceof NotKept)) throw err;
    // the request that rendered it sends its own answer; one that waited for it renders its own
    return { rendered: ownRender ?? (await next()) };
  }
  return responseOf(entry, request.headers);
}

async function answer(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const { request, url } = context;
  const origin = request.headers.get('origin');
  const edge = edgeHeaders(url.pathname, origin);
  // the production host refuses these before the app; under `astro dev` that is done here
  if (refusesHost(url.pathname, (name) => request.headers.get(name)))
    return withHeaders(refusalResponse(url.pathname, 400, UNKNOWN_HOST), edge);

  if (isApiPath(url.pathname)) {
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method'))
      return withHeaders(preflight(origin), edge);
    const noSuchEndpoint = () => errorResponse(404, NO_SUCH_ENDPOINT);
    let response = isOddApiPath(request.url.slice(url.origin.length)) ? noSuchEndpoint() : await next();
    // Astro answers some paths (e.g. ones that still hold %-escapes) with the HTML 404 page
    if (response.status === 404 && response.headers.get('content-type')?.includes('text/html'))
      response = noSuchEndpoint();
    return withHeaders(response, edge);
  }

  let response: Response;
  if (
    import.meta.env.PROD &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    isCachedRoute(context.routePattern)
  ) {
    const kept = await fromPageCache(context, next);
    if (kept instanceof Response) return withHeaders(kept, edge);
    response = kept.rendered;
  } else response = await next();
  if (!response.headers.get('content-type')?.includes('text/html')) return withHeaders(response, edge);
  // Astro sends its error page (src/pages/500.astro) as 500 whatever status the page sets; the
  // page marks an unreachable database with Retry-After, which makes it the 503 it is
  const status = response.status === 500 && response.headers.has('retry-after') ? 503 : response.status;
  const html = await response.text();
  const headers = new Headers(response.headers);
  addHeaders(headers, { ...edge, ...htmlHeaders(html) });
  if (isUserPage(url.pathname)) headers.set('Cache-Control', USER_PAGE_CACHE_CONTROL);
  if (!import.meta.env.PROD || headers.has('content-encoding')) return new Response(html, { status, headers });
  // pages rendered on request (product and catalogue pages, the 404) go out compressed like the built ones
  const { encoding, bytes } = await compressOnRequest(html, request.headers.get('accept-encoding'));
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(bytes.length));
  // no statusText: a page that sets only its status (404) would otherwise go out as "404 OK"
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status, headers });
}
