import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isOddApiPath } from '../../src/server/http/apiPaths';
import { corsHeaders, preflightHeaders } from '../../src/server/http/cors';
import { parseCorsOrigins } from '../../src/server/http/corsOrigins';
import { pickEncoding } from '../../src/server/http/encoding';
import { answerPath, rawErrorResponse } from '../../src/server/http/edge';
import { contentSecurityPolicy, inlineScriptHashes, PERMISSIONS_POLICY } from '../../src/server/http/securityHeaders';

describe('CORS', () => {
  it('allows any origin by default and only the listed ones otherwise', () => {
    expect(parseCorsOrigins(undefined)).toBe('*');
    expect(parseCorsOrigins(' * ')).toBe('*');
    const list = parseCorsOrigins('https://a.test, https://b.test/');
    expect(list).toEqual(['https://a.test', 'https://b.test']);
    expect(corsHeaders('https://x.test', '*')['Access-Control-Allow-Origin']).toBe('*');
    expect(corsHeaders('https://b.test', list)['Access-Control-Allow-Origin']).toBe('https://b.test');
    expect(corsHeaders('https://x.test', list)['Access-Control-Allow-Origin']).toBeUndefined();
    expect(preflightHeaders('https://x.test', list)['Access-Control-Allow-Methods']).toBeUndefined();
    expect(preflightHeaders('https://a.test', list)['Access-Control-Allow-Methods']).toContain('DELETE');
    expect(corsHeaders(null, '*')).toEqual({});
  });
});

describe('Content-Security-Policy', () => {
  it('hashes executable inline scripts of built pages, skipping external scripts and data blocks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dir, 'sub'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<script>console.log(1)</script><script src="/a.js"></script><script type="application/ld+json">{"a":1}</script>',
    );
    fs.writeFileSync(
      path.join(dir, 'sub', 'page.html'),
      '<script type="module">import "/b.js"</script><script>console.log(1)</script>',
    );
    const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;
    expect(inlineScriptHashes(dir).sort()).toEqual([sha('console.log(1)'), sha('import "/b.js"')].sort());
  });

  it('allows the API origin for fetches and images, and the newsletter form target', () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], apiUrl: 'https://api.shop.test/base' });
    expect(csp).toContain("script-src 'self' 'sha256-x'");
    expect(csp).toContain("connect-src 'self' https://api.shop.test");
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/api\.shop\.test(;|$)/);
    expect(csp).toContain("form-action 'self' https:");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe('compressed static files', () => {
  it('prefers brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('odd API paths', () => {
  it('flags encoded slashes, dot segments and bad escapes, and passes normal ids', () => {
    for (const p of [
      '/api/users/..%2F..%2Fauth',
      '/api/users/%2e%2e/x',
      '/api/users/a%5Cb',
      '/api/users/%E0%A4%A',
      '/api/./users',
    ]) {
      expect(isOddApiPath(p), p).toBe(true);
    }
    for (const p of ['/api/users/3f6f4f61-764f-46e9', '/api/products?q=a%2Fb', '/api/users/a%20b']) {
      expect(isOddApiPath(p), p).toBe(false);
    }
  });
});

describe('answers the host writes itself', () => {
  it('writes a refused connection the JSON error body as raw HTTP/1.1 with the edge headers', () => {
    const raw = rawErrorResponse(431, 'Too large.', '/api/products?q=x');
    const [head, body] = raw.split('\r\n\r\n');
    const [statusLine, ...lines] = head.split('\r\n');
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    const headers = Object.fromEntries(lines.map((l) => [l.split(': ')[0].toLowerCase(), l.split(': ')[1]]));
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(headers.connection).toBe('close');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(JSON.parse(body)).toEqual({ success: false, message: 'Too large.' });
    // a page gets the message as text; a request line that could not be read, JSON
    expect(rawErrorResponse(400, 'Bad.', '/faqs').endsWith('\r\n\r\nBad.')).toBe(true);
    expect(rawErrorResponse(400, 'Bad.', undefined)).toContain('{"success":false,"message":"Bad."}');
  });

  it('finds the path of origin-form and absolute-form targets, escapes kept', () => {
    expect(answerPath('/api/users/%2e%2e/x?q=1')).toBe('/api/users/%2e%2e/x');
    expect(answerPath('http://elsewhere.test/api/x?y')).toBe('/api/x');
    expect(answerPath('*')).toBe('/api');
    expect(answerPath(undefined)).toBe('/api');
  });
});

describe('Permissions-Policy', () => {
  it('denies the features the shop never uses and leaves the promo video its own', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    for (const feature of ['autoplay', 'fullscreen', 'picture-in-picture'])
      expect(PERMISSIONS_POLICY).not.toContain(feature);
  });
});
