// TRUST_PROXY as the configuration reads it (../config.ts); proxyTrust.ts applies it.
import { BlockList, isIP } from 'node:net';

export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

export function normalize(address: string): string {
  const a = address.trim().replace(/^\[|\]$/g, '');
  return a.startsWith('::ffff:') && isIP(a.slice(7)) === 4 ? a.slice(7) : a;
}

export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const text = (raw ?? '').trim().toLowerCase();
  if (!text || text === '0' || text === 'false' || text === 'no') return { kind: 'none' };
  if (text === 'true' || text === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(normalize(address));
    if (!family) throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an IP address or CIDR range.`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(normalize(address), type);
    else list.addSubnet(normalize(address), Number(bits), type);
  }
  return { kind: 'list', list };
}
