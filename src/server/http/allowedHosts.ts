// ALLOWED_HOSTS as the configuration reads it (../config.ts); proxyTrust.ts applies it. The links
// the shop writes (Stripe's return address, image URLs in answers and pages) hold a host, and a
// client chooses its Host header: only a host the shop knows may go into them.
import os from 'node:os';

/** One allowed host: its name (lower case, an IPv6 address in brackets) and its port, or null
 *  for any port. */
export interface HostEntry {
  name: string;
  port: number | null;
}

export interface AllowedHosts {
  /** ALLOWED_HOSTS was set: a request naming another host is refused (400), not answered on
   *  the default address */
  explicit: boolean;
  entries: HostEntry[];
}

const NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

/** `name[:port]` (a Host header or an ALLOWED_HOSTS entry) split and lower-cased, or null when
 *  it is not one. */
export function splitHost(text: string): HostEntry | null {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, name, port] = match;
  if (!(NAME.test(name) || IPV6.test(name)) || name.length > 253) return null;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return null;
  return { name, port: port === undefined ? null : Number(port) };
}

/** ALLOWED_HOSTS: comma-separated host names, each with an optional port; undefined when an
 *  entry is not a host name. */
export function parseAllowedHosts(raw: string): HostEntry[] | undefined {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(splitHost);
  return entries.length && entries.every((entry) => entry !== null) ? (entries as HostEntry[]) : undefined;
}

const LOCAL_NAMES = ['localhost', '127.0.0.1', '[::1]'];
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);

const bracketed = (address: string) => (address.includes(':') ? `[${address}]` : address);

/** The hosts known without ALLOWED_HOSTS: the local names on any port, and the address the shop
 *  listens on at its port (every interface's address when it listens on all of them). */
export function defaultHostEntries(listenHost: string | undefined, port: number): HostEntry[] {
  const listening =
    listenHost && !ANY_INTERFACE.has(listenHost)
      ? [listenHost.replace(/^\[|\]$/g, '')]
      : Object.values(os.networkInterfaces()).flatMap((nets) => (nets ?? []).map((net) => net.address));
  return [
    ...LOCAL_NAMES.map((name) => ({ name, port: null })),
    ...listening.map((address) => ({ name: bracketed(address.toLowerCase()), port })),
  ];
}

/** Whether `host` (a Host header value) is one of `entries`: a name without a port in the list
 *  allows every port. */
export function isAllowedHost(host: string, entries: readonly HostEntry[]): boolean {
  const named = splitHost(host);
  if (!named) return false;
  return entries.some((entry) => entry.name === named.name && (entry.port === null || entry.port === named.port));
}
