// The HTTP edge and the process: security headers, CORS, unknown paths and methods, the
// data-dir lock, clean shutdown, create-admin, and surviving kill -9 in the middle of writes.
import crypto from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode } from '../helpers/runNode';
import { ROOT, startServer, uniqueEmail, usesPostgres, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function runCreateAdmin(args: string[], env: Record<string, string>) {
  return runNode(ROOT, ['--import', 'tsx', 'scripts/create-admin.ts', ...args], env);
}

describe('security headers', () => {
  it('sends CSP, nosniff, Referrer-Policy and frame-ancestors on a page, allowing its inline scripts by hash', async () => {
    const res = await fetch(server.url + '/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/form-action 'self' https:/);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await res.text();
    for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc=/.test(attrs) || !body.trim() || /application\/(ld\+)?json/.test(attrs)) continue;
      const hash = `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;
      expect(scriptSrc).toContain(hash);
    }
  });

  it('serves built assets under /_astro with long immutable caching, compressed, with a working ETag', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+\.(?:css|js))"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(server.url + asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const raw = readFileSync(path.join(ROOT, process.env.ASTRO_OUT_DIR || 'dist', 'client', asset!), 'utf8');
    if (raw.length >= 1024) expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(raw);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(server.url + asset, {
      headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
  });

  it('serves built pages compressed at build time, with the page headers on the 200 and the 304 alike', async () => {
    const res = await fetch(server.url + '/faqs', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('public, max-age=0');
    const html = await res.text();
    expect(html).toContain('</html>');
    const again = await fetch(server.url + '/faqs', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': res.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    const plain = await fetch(server.url + '/faqs', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('loads the shop chunk and at most one script of its own, which imports nothing else', async () => {
    const slug = (await server.api('/api/products?active=true&limit=1')).body.products[0].slug;
    const shopChunks = new Set<string>();
    for (const [page, ownScripts] of [
      ['/faqs', 0],
      ['/products', 0],
      [`/products/${slug}`, 1],
      ['/', 1],
    ] as const) {
      const html = await (await fetch(server.url + page)).text();
      const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!);
      // the shop chunk (the shell's script) on every page, then the page's own
      expect(scripts.length, page).toBe(1 + ownScripts);
      shopChunks.add(scripts.find((src) => src.includes('ShopLayout'))!);
      // what the scripts import statically is in the shop chunk: nothing more to fetch or preload
      expect(html, page).not.toContain('rel="modulepreload"');
      for (const src of scripts) {
        const answer = await fetch(server.url + src);
        expect(answer.status, src).toBe(200);
        const code = await answer.text();
        for (const [, file] of code.slice(0, 2000).matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g))
          expect(scripts, `${page}: ${src} imports ${file}`).toContain(new URL(file, server.url + src).pathname);
      }
    }
    expect(shopChunks.size).toBe(1);
  });

  /** One answer of each kind the shop makes: a built page and its 304, a built asset, a page
   *  rendered on request, the 404 page, the app's JSON, the catalogue's fast path (and its 304),
   *  a host refusal, and a request Node's parser refuses (431). */
  async function everyKindOfAnswer(shop: TestServer): Promise<[string, Headers][]> {
    const get = async (p: string, headers: Record<string, string> = {}) => {
      const res = await fetch(shop.url + p, { headers });
      await res.arrayBuffer();
      return res;
    };
    const page = await get('/faqs');
    const html = await (await fetch(shop.url + '/')).text();
    const asset = /(?:href|src)="(\/_astro\/[^"]+\.(?:css|js))"/.exec(html)![1];
    const list = await get('/api/products?limit=2');
    const answers: [string, Response][] = [
      ['built page', page],
      ['built page 304', await get('/faqs', { 'If-None-Match': page.headers.get('etag')! })],
      ['built asset', await get(asset)],
      ['rendered page', await get('/products')],
      ['404 page', await get('/no-such-page')],
      ['app JSON', await get('/api/auth/profile')],
      ['fast path', list],
      ['fast path 304', await get('/api/products?limit=2', { 'If-None-Match': list.headers.get('etag')! })],
      ['host refusal', await get('/api/users/..%2F..%2Fauth')],
      ['parser refusal', await get(`/api/products?q=${'a'.repeat(20 * 1024)}`)],
    ];
    expect(answers.map(([, res]) => res.status)).toEqual([200, 304, 200, 200, 404, 401, 200, 304, 404, 431]);
    return answers.map(([kind, res]) => [kind, res.headers]);
  }

  it('sends a Permissions-Policy on every answer, and no HSTS while PUBLIC_URL is not https', async () => {
    for (const [kind, headers] of await everyKindOfAnswer(server)) {
      const policy = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
        expect(policy, kind).toContain(`${feature}=()`);
      // the home page's promo video plays by itself and may go full screen
      expect(policy, kind).not.toMatch(/autoplay|fullscreen/);
      expect(headers.get('strict-transport-security'), kind).toBeNull();
    }
  });

  it('sends Strict-Transport-Security on every answer when PUBLIC_URL is https', async () => {
    const https = await startServer({ PUBLIC_URL: 'https://shop.example' });
    try {
      for (const [kind, headers] of await everyKindOfAnswer(https)) {
        expect(headers.get('strict-transport-security'), kind).toBe('max-age=31536000; includeSubDomains');
        expect(headers.get('permissions-policy'), kind).toContain('camera=()');
      }
    } finally {
      await https.stop();
    }
  });

  it('never serves files outside the built site', async () => {
    for (const p of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/_astro/..%2f..%2f..%2fpackage.json']) {
      const res = await fetch(server.url + p, { headers: { 'Accept-Encoding': 'br' } });
      expect(await res.text()).not.toContain('"dependencies"');
    }
  });
});

describe('CORS and unknown API calls', () => {
  it('answers a preflight for /api/* with 204 and the allowed origin, methods and headers', async () => {
    const res = await fetch(server.url + '/api/products', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.test',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('adds Access-Control-Allow-Origin to API answers for cross-origin callers', async () => {
    const res = await fetch(server.url + '/api/auth/profile', { headers: { Origin: 'https://elsewhere.test' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with a JSON 405', async () => {
    const missing = await server.api('/api/nothing/here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, message: expect.any(String) });
    const wrong = await server.api('/api/auth/signin');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ success: false, message: expect.stringContaining('POST') });
    expect(wrong.headers.get('allow')).toContain('POST');
  });

  it('answers JSON, never HTML, stack traces or SQL, for odd ids and paths', async () => {
    const token = await server.adminToken();
    // Astro itself refuses paths with escapes left after decoding (the %3B): still our JSON 404
    for (const p of [
      '/api/users/%27%3B%20drop%20table%20users%3B--',
      '/api/users/x%27%20OR%20%271%27%3D%271',
      '/api/users/..%2F..%2Fauth',
    ]) {
      const res = await server.api(p, { method: 'DELETE', token });
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toEqual({ success: false, message: expect.any(String) });
      expect(res.text).not.toMatch(/at \w+ \(|select |drizzle|postgres/i);
    }
  });
});

describe.skipIf(usesPostgres())('the embedded database lock', () => {
  it('refuses a second server on the same data dir with a clear message naming the dir and pid', async () => {
    const second = await startServer({}, { reuse: server, expectExit: true, timeoutMs: 60_000 });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(server.dataDir);
    expect(second.output()).toMatch(/in use by another process \(pid \d+\)/);
    expect((await server.api('/api/health')).status).toBe(200);
  });

  it('makes create-admin refuse while the server holds the data dir', async () => {
    const { code, output } = await runCreateAdmin(['--email', uniqueEmail('cli'), '--password', 'cli-pass-123'], {
      DATA_DIR: server.dataDir,
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/running shop \(pid \d+\)/);
  });
});

describe('restarts', () => {
  it('SIGTERM finishes the request in flight, then closes the server and the database; the next start opens it again', async () => {
    const first = await startServer();
    const user = await first.signupUser();
    // a sign-up whose body is still arriving when SIGTERM comes must be answered and kept
    const late = { name: 'Late Arrival', email: uniqueEmail('late'), contact: '1', password: 'late-pass-123' };
    const text = JSON.stringify(late);
    let sendRest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, 10)));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(text.slice(10)));
          controller.close();
        };
      },
    });
    const pending = fetch(first.url + '/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 500));
    const exitCode = first.terminate();
    await new Promise((r) => setTimeout(r, 300));
    sendRest();
    expect((await pending).status).toBe(201);
    expect(await exitCode).toBe(0);
    expect(first.output()).toMatch(/finishing 1 open request/);
    expect(first.output()).toContain('database closed');
    expect(existsSync(path.join(first.dataDir, 'shop.lock'))).toBe(false);
    const again = await startServer({}, { reuse: first });
    try {
      // the token survives: the kept secret is reused
      expect((await again.api('/api/auth/profile', { token: user.token })).status).toBe(200);
      const signin = await again.api('/api/auth/signin', {
        method: 'POST',
        json: { email: late.email, password: late.password },
      });
      expect(signin.status).toBe(200);
    } finally {
      await again.stop();
    }
  });

  it('after kill -9 during a stream of sign-ups, every answered sign-up is there and the database opens', async () => {
    const first = await startServer();
    const answered: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const email = uniqueEmail('crash');
        try {
          const res = await first.api('/api/auth/signup', {
            method: 'POST',
            json: { name: 'Crash Test', email, contact: '1', password: 'crash-pass-1' },
          });
          if (res.status === 201) answered.push(email);
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    while (answered.length < 25) await new Promise((r) => setTimeout(r, 20));
    await first.kill9();
    stop = true;
    await Promise.all(workers);

    // promote one of them while no server runs: create-admin takes over the stale lock too
    const promoted = answered[0];
    const cli = await runCreateAdmin(['--email', promoted, '--password', 'promoted-pass-1'], {
      DATA_DIR: first.dataDir,
      ...(first.databaseUrl ? { DATABASE_URL: first.databaseUrl } : {}),
    });
    expect(cli.code, cli.output).toBe(0);

    const again = await startServer({}, { reuse: first });
    try {
      if (!usesPostgres()) {
        // the dead server's stale lock was taken over
        expect(JSON.parse(readFileSync(path.join(again.dataDir, 'shop.lock'), 'utf8')).pid).toBe(again.pid);
      }
      const list = await again.api('/api/users/all', { token: await again.adminToken() });
      expect(list.status).toBe(200);
      const emails = new Set(list.body.map((u: { email: string }) => u.email));
      const lost = answered.filter((e) => !emails.has(e));
      expect(lost).toEqual([]);
      const signin = await again.api('/api/auth/signin', {
        method: 'POST',
        json: { email: promoted, password: 'promoted-pass-1' },
      });
      expect(signin.body.user?.role).toBe('admin');
      expect((await again.api('/api/users/all', { token: signin.body.token })).status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
