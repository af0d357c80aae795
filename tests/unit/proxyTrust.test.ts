import { describe, expect, it } from 'vitest';
import { resolveClientAddress } from '../../src/server/http/proxyTrust';
import { parseProxyTrust } from '../../src/server/http/proxyTrustSetting';

describe('resolveClientAddress', () => {
  it('uses the socket peer when TRUST_PROXY is unset, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('::ffff:10.1.2.3', '1.1.1.1, 2.2.2.2', parseProxyTrust(undefined))).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', '1.1.1.1', parseProxyTrust('false'))).toBe('10.1.2.3');
  });

  it('counts hops from the right with a hop count (true = 1)', () => {
    expect(resolveClientAddress('10.0.0.1', 'spoofed, 203.0.113.9', parseProxyTrust('1'))).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.1', 'spoofed, 203.0.113.9', parseProxyTrust('true'))).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.1', 'spoofed, 203.0.113.9, 10.0.0.2', parseProxyTrust('2'))).toBe(
      '203.0.113.9',
    );
    // fewer entries than hops: the farthest one there is
    expect(resolveClientAddress('10.0.0.1', '203.0.113.9', parseProxyTrust('3'))).toBe('203.0.113.9');
    expect(resolveClientAddress('10.0.0.1', null, parseProxyTrust('1'))).toBe('10.0.0.1');
  });

  it('takes the right-most address that is not a listed proxy', () => {
    const trust = parseProxyTrust('10.0.0.0/8, ::1');
    expect(resolveClientAddress('::1', 'spoofed, 198.51.100.4, 10.2.3.4', trust)).toBe('198.51.100.4');
    expect(resolveClientAddress('192.0.2.1', '198.51.100.4', trust)).toBe('192.0.2.1');
  });

  it('refuses a TRUST_PROXY that is neither a count nor addresses', () => {
    expect(() => parseProxyTrust('proxy.example')).toThrow(/TRUST_PROXY/);
  });
});
