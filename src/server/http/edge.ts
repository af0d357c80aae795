// The HTTP edge: what every answer carries, whoever makes it. The app's answers pass through
// src/middleware.ts (under `astro dev` and in production alike); the built files, the catalogue's
// fast path (cache/catalogFastPath.ts) and the refusals made before the app runs pass through the
// production host (src/host/start.ts). Both take their headers, error bodies and request ids from
// here, so no answer leaves with other rules.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';
import { isApiPath } from './apiPaths';
import { corsHeaders, preflightHeaders } from './cors';
import { accessLog } from '../log';
import { baseSecurityHeaders, inlineScriptHashesOf, pageHeaders } from './securityHeaders';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The one access line of a request, written when its answer is finished. */
export function logAccess(method: string, url: string, status: number, startedAt: number): void {
  const ms = Math.round((performance.now() - startedAt) * 10) / 10;
  accessLog.info({ method, path: url.split('?')[0], status, ms }, 'request');
}

/** The id a request is known by in logs and error bodies: the one its client (or a proxy in
 *  front) sent, cleaned, or a new one. */
export function requestIdOf(sent: string | null | undefined): string {
  return sent?.replace(/[^\w.-]/g, '').slice(0, 64) || randomUUID().slice(0, 8);
}

/** What every answer to `pathname` carries besides its own headers: security headers, and CORS
 *  on /api for a caller from `origin`. (The request id goes out on failures only, where the
 *  body names it too: see `serverFailureHeaders`.) */
export function edgeHeaders(pathname: string, origin: string | null): Record<string, string> {
  const cors = isApiPath(pathname) ? corsHeaders(origin) : {};
  return { ...baseSecurityHeaders(), ...cors };
}

/** The extra headers of an answer that failed on our side (5xx): the id its log lines carry. */
export const serverFailureHeaders = (requestId: string): Record<string, string> => ({
  [REQUEST_ID_HEADER]: requestId,
});

/** The answer to a CORS preflight on /api. */
export const preflight = (origin: string | null): Response =>
  new Response(null, { status: 204, headers: preflightHeaders(origin) });

/** The headers of an HTML page: security headers and a CSP allowing exactly its inline scripts. */
export const htmlHeaders = (html: string): Record<string, string> => pageHeaders(inlineScriptHashesOf(html));

/** `headers` put on `target`; Vary lists add up (Accept-Encoding from a body, Origin from CORS). */
export function addHeaders(target: Headers, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() === 'vary' && target.has('vary')) target.append(name, value);
    else target.set(name, value);
  }
}

/** Both Vary lists as one value (either may be absent). */
export const joinVary = (...lists: (string | undefined)[]): string => lists.filter(Boolean).join(', ');

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

/** The API's error answer: `{"success": false, "message": ...}`, with any `details` after them. */
export function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  details: Record<string, unknown> = {},
): Response {
  return json({ success: false, message, ...details }, status, headers);
}

/**
 * The path the host's own answer to a request target is for: an origin-form target as sent
 * (escapes kept), the path of an absolute-form one (`http://host/api/x`). A target that holds no
 * path (`*`, or none could be read) is answered as the API answers: JSON, which API clients read
 * and a person can still read.
 */
export function answerPath(target: string | undefined): string {
  if (target?.startsWith('/')) return target.split(/[?#]/)[0];
  try {
    return new URL(target ?? '').pathname;
  } catch {
    return '/api';
  }
}

/** The error body the host writes itself: JSON on /api, the message as plain text on a page. */
function hostErrorBody(pathname: string, message: string): { type: string; text: string } {
  return isApiPath(pathname)
    ? { type: 'application/json; charset=utf-8', text: JSON.stringify({ success: false, message }) }
    : { type: 'text/plain; charset=utf-8', text: message };
}

/** The error answer to a request for `pathname` made before any page or endpoint runs (the
 *  app's refusals): JSON on /api, the message as plain text on a page. */
export function refusalResponse(pathname: string, status: number, message: string): Response {
  const { type, text } = hostErrorBody(pathname, message);
  return new Response(text, { status, headers: { 'Content-Type': type, 'Cache-Control': 'no-store' } });
}

/** The same error answer written straight to a Node response (the host's refusals); a page path
 *  gets the message as plain text. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  requestId: string,
  headers: Record<string, string> = {},
): void {
  const pathname = answerPath(res.req.url);
  const origin = res.req.headers.origin ?? null;
  const { type, text } = hostErrorBody(pathname, message);
  res.writeHead(status, {
    ...edgeHeaders(pathname, origin),
    ...(status >= 500 ? serverFailureHeaders(requestId) : {}),
    ...headers,
    'Content-Type': type,
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

/**
 * The same error answer as raw HTTP/1.1, for a connection whose request Node's parser refused
 * before any request object existed (the host's `clientError`); the connection closes after it.
 */
export function rawErrorResponse(status: number, message: string, target: string | undefined): string {
  const pathname = answerPath(target);
  const { type, text } = hostErrorBody(pathname, message);
  const headers: Record<string, string> = {
    ...edgeHeaders(pathname, null),
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${text}`;
}
