// Who the client is, and which origin it called: the socket's peer unless TRUST_PROXY says
// which proxies in front of us may speak for it (docs/operations.md#many-servers-behind-a-load-balancer).
//   TRUST_PROXY unset / 0 / false : X-Forwarded-* are ignored, the socket's address counts
//   TRUST_PROXY=<n> (1, 2, ... ; true = 1) : n proxies in front; the client is the n-th
//                                  X-Forwarded-For entry from the right
//   TRUST_PROXY=<list> (10.0.0.0/8,192.168.1.7,::1) : proxies by address; the client is the
//                                  right-most entry that is not one of them
import { BlockList, isIP } from 'node:net';
import type { APIContext } from 'astro';
import { config } from '../config';
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

/** The origin the client called (scheme://host[:port]); X-Forwarded-Proto/Host count only behind trusted proxies. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  let proto = url.protocol.replace(/:$/, '');
  let host = request.headers.get('host') || url.host;
  if (proxyTrust().kind !== 'none') {
    const fProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    const fHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
    if (fProto === 'http' || fProto === 'https') proto = fProto;
    if (fHost) host = fHost;
  }
  // a Host header is client text: keep it to what a host name and port can be
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host)) host = url.host;
  return `${proto}://${host}`;
}

/** The shop's public address for this request, no trailing slash: PUBLIC_URL, else the origin it was made to. */
export const shopOrigin = (request: Request): string =>
  (config.publicUrl || requestOrigin(request)).replace(/\/+$/, '');
