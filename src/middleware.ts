// HTTP rules every answer follows, in dev and production alike: CORS and the JSON 404 on /api,
// security headers everywhere, and on HTML pages a CSP that allows exactly their inline scripts.
// (Prerendered pages never pass here in production: the host sends them with the same headers.)
import { defineMiddleware } from 'astro:middleware';
import { isApiPath, isOddApiPath, NO_SUCH_ENDPOINT } from './server/http/apiPaths';
import { corsHeaders, preflightHeaders } from './server/http/cors';
import { compressOnRequest } from './server/http/encoding';
import { errorResponse } from './server/http/endpoint';
import { BASE_HEADERS, inlineScriptHashesOf, pageHeaders } from './server/http/securityHeaders';

const noSuchEndpoint = () => errorResponse(404, NO_SUCH_ENDPOINT);

/** Vary lists add up (Accept-Encoding from the cache, Origin from CORS); others replace. */
function addHeaders(target: Headers, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'vary' && target.has('vary')) target.append(name, value);
    else target.set(name, value);
  }
}

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

export const onRequest = defineMiddleware(async ({ request, url, isPrerendered }, next) => {
  if (isApiPath(url.pathname)) {
    const origin = request.headers.get('origin');
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      return new Response(null, { status: 204, headers: preflightHeaders(origin) });
    }
    let response = isOddApiPath(request.url.slice(url.origin.length)) ? noSuchEndpoint() : await next();
    // Astro answers some paths (e.g. ones that still hold %-escapes) with the HTML 404 page
    if (response.status === 404 && response.headers.get('content-type')?.includes('text/html'))
      response = noSuchEndpoint();
    return withHeaders(response, { ...BASE_HEADERS, ...corsHeaders(origin) });
  }

  const response = await next();
  // at build time headers go nowhere; the host sends prerendered pages with their headers
  if (isPrerendered && import.meta.env.PROD) return response;
  if (!response.headers.get('content-type')?.includes('text/html')) return withHeaders(response, BASE_HEADERS);
  const html = await response.text();
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(pageHeaders(inlineScriptHashesOf(html)))) headers.set(name, value);
  if (!import.meta.env.PROD || headers.has('content-encoding'))
    return new Response(html, { status: response.status, headers });
  // pages rendered on request (product and catalogue pages, the 404) go out compressed like the built ones
  const { encoding, bytes } = await compressOnRequest(html, request.headers.get('accept-encoding'));
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
  headers.set('Vary', 'Accept-Encoding');
  headers.set('Content-Length', String(bytes.length));
  // no statusText: a page that sets only its status (404) would otherwise go out as "404 OK"
  return new Response(bytes as Uint8Array<ArrayBuffer>, { status: response.status, headers });
});
