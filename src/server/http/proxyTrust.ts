// Who the client is, and which origin it called: the socket's peer unless TRUST_PROXY says
// which proxies in front of us may speak for it (docs/operations.md#many-servers-behind-a-load-balancer),
// and the origin only when ALLOWED_HOSTS knows its host (docs/operations.md#the-host-header).
//   TRUST_PROXY unset / 0 / false : X-Forwarded-* are ignored, the socket's address counts
//   TRUST_PROXY=<n> (1, 2, ... ; true = 1) : n proxies in front; the client is the n-th
//                                  X-Forwarded-For entry from the right
//   TRUST_PROXY=<list> (10.0.0.0/8,192.168.1.7,::1) : proxies by address; the client is the
//                                  right-most entry that is not one of them
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { APIContext } from 'astro';
import { config } from '../config';
import { isAllowedHost } from './allowedHosts';
import { normalize, type ProxyTrust } from './proxyTrustSetting';

/** Set by the host from the TCP socket; any copy a client sends is dropped there. */
export const PEER_HEADER = 'x-shop-peer-address';

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For chain (left = farthest).
 * Pure, for tests: `peer` is the address that opened the TCP connection.
 */
export function resolveClientAddress(peer: string, forwardedFor: string | null, trust: ProxyTrust): string {
  const socket = normalize(peer);
  if (trust.kind === 'none') return socket;
  const chain = (forwardedFor ?? '').split(',').map(normalize).filter(Boolean);
  // nearest first: the socket, then XFF right to left
  const hops = [socket, ...chain.reverse()];
  if (trust.kind === 'hops') return hops[Math.min(trust.hops, hops.length - 1)];
  return hops.find((address) => !isTrusted(trust.list, address)) ?? hops[hops.length - 1];
}

export function proxyTrust(): ProxyTrust {
  return config.trustProxy;
}

function peerAddress(ctx: APIContext): string {
  const fromHost = ctx.request.headers.get(PEER_HEADER);
  if (fromHost) return fromHost;
  // `astro dev` has no host in front; Astro's own value prefers X-Forwarded-For
  try {
    return ctx.clientAddress;
  } catch {
    return 'unknown';
  }
}

/** The client's address, for throttling. */
export function clientAddress(ctx: APIContext): string {
  return resolveClientAddress(peerAddress(ctx), ctx.request.headers.get('x-forwarded-for'), proxyTrust());
}

/** Reads one request header (lower-case name), from a fetch Request or a Node request alike. */
export type HeaderOf = (name: string) => string | null | undefined;

/** A Node request's headers as a HeaderOf (a header sent more than once counts as absent). */
export const nodeHeaders =
  (req: IncomingMessage): HeaderOf =>
  (name) => {
    const value = req.headers[name];
    return typeof value === 'string' ? value : undefined;
  };

/** The host a request names: X-Forwarded-Host when a trusted proxy sent one, else its Host. */
function namedHost(header: HeaderOf): string | null {
  if (proxyTrust().kind !== 'none') {
    const forwarded = header('x-forwarded-host')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return header('host')?.trim() || null;
}

/** What a request naming a host ALLOWED_HOSTS does not list is answered (400). */
export const UNKNOWN_HOST =
  'This shop does not answer for the host this request names (its Host header, or X-Forwarded-Host from a trusted proxy).';

/** Answers whatever host it names: a load balancer's health check may name the server by its
 *  address, and the answer holds no link. */
const HEALTH_PATH = '/api/health';

/** Whether a request for `pathname` must be refused (400 UNKNOWN_HOST): ALLOWED_HOSTS is set and
 *  the request names another host. (Without it, such a request is answered on the default
 *  address instead.) */
export function refusesHost(pathname: string, header: HeaderOf): boolean {
  if (!config.allowedHosts.explicit || pathname === HEALTH_PATH) return false;
  const host = namedHost(header);
  return host !== null && !isAllowedHost(host, config.allowedHosts.entries);
}

/** The origin the request was made to (scheme://host[:port]) when its host is one the shop knows,
 *  else null. X-Forwarded-Proto/Host count only behind trusted proxies. */
function knownOrigin(header: HeaderOf, protocol: string): string | null {
  const host = namedHost(header);
  if (host === null || !isAllowedHost(host, config.allowedHosts.entries)) return null;
  const forwardedProto =
    proxyTrust().kind === 'none' ? undefined : header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : protocol;
  return `${proto}://${host.toLowerCase()}`;
}

/**
 * The shop's public address for a request, no trailing slash: PUBLIC_URL; else the origin it was
 * made to if its host is allowed; else http://localhost:PORT. Every absolute link the shop makes
 * starts with it, and what is cached for a request is kept under it, so a host the shop does not
 * know reaches neither a link nor a cache entry of its own.
 */
export function shopOriginOf(header: HeaderOf, protocol: 'http' | 'https'): string {
  return config.publicUrl || knownOrigin(header, protocol) || `http://localhost:${config.port}`;
}

export const shopOrigin = (request: Request): string =>
  shopOriginOf((name) => request.headers.get(name), request.url.startsWith('https:') ? 'https' : 'http');
