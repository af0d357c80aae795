// Nothing a client sends makes the server fail (docs/api.md#errors): every body, URL and header a
// hostile or broken client can send, thrown at every endpoint under src/pages/api (found from
// the files, so a new endpoint is covered without touching this list), without a token, as a
// customer and as an admin. Every answer is below 500 and, when it refuses, the API's JSON error
// body; the products, users, orders and categories read the same before and after.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type TestServer } from './harness';

let server: TestServer;
let admin: string;
let customer: string;
let existing: Record<string, string>;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  server = await startServer();
  admin = await server.adminToken();
  customer = (await server.signupUser()).token;
  const products = (await server.api('/api/products?limit=1', { token: admin })).body.products;
  const categories = (await server.api('/api/categories?limit=1')).body.categories;
  const users = (await server.api('/api/users/all?limit=1', { token: admin })).body.users;
  const orders = (await server.api('/api/orders?limit=1', { token: admin })).body.orders;
  existing = {
    products: products[0]._id,
    categories: categories[0]._id,
    users: users[0]._id,
    orders: orders[0]?._id ?? MISSING_ID,
  };
});
afterAll(async () => {
  await server?.stop();
});

// ---- the endpoints, from src/pages/api/** --------------------------------------------------

interface Route {
  /** URL path with `:id` where the file has a bracketed segment */
  pattern: string;
  /** declared methods, each with whether its handler reads a body */
  methods: { method: string; readsBody: boolean }[];
  /** a method the file refuses with 405 (it exports ALL) */
  undeclared: string | null;
}

function routes(): Route[] {
  const dir = path.join(ROOT, 'src/pages/api');
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts'));
  return files.map((file) => {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    const pattern =
      '/api/' +
      file
        .replace(/\\/g, '/')
        .replace(/\.ts$/, '')
        .replace(/(^|\/)index$/, '')
        .replace(/\[\.\.\.\w+\]/, 'no/such/endpoint')
        .replace(/\[\w+\]/g, ':id');
    const methods = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map(([, method]) => {
      const handler = source.split(`export const ${method} `)[1].split('\nexport const ')[0];
      // activePatch (src/server/catalog/forms.ts) is a handler that reads a JSON body
      return { method, readsBody: /readJson|readMultipart|activePatch/.test(handler) };
    });
    const all = /export const ALL\b/.test(source);
    const declared = new Set(methods.map((m) => m.method));
    const undeclared = all ? (['PATCH', 'POST', 'PUT', 'DELETE'].find((m) => !declared.has(m)) ?? null) : null;
    return { pattern: pattern.replace(/\/$/, ''), methods, undeclared };
  });
}

/** The paths a pattern is tried at: a missing id always; an existing one where the handler reads
 *  a body (the bodies are refused before anything is written) but never for DELETE and the like,
 *  which would act on it. */
function pathsOf(pattern: string, readsBody: boolean): string[] {
  if (!pattern.includes(':id')) return [pattern];
  const resource = pattern.split('/')[2];
  const ids = [MISSING_ID, ...(readsBody && existing[resource] ? [existing[resource]] : [])];
  return ids.map((id) => pattern.replace(':id', id));
}

// ---- the hostile bodies ------------------------------------------------------------------

interface Hostile {
  name: string;
  body: Uint8Array | string;
  headers: Record<string, string>;
}

/** Well-formed JSON whose only fields are ones an endpoint ignores: a profile edit that sends
 *  nothing to change answers 200 without writing. (The forms below all carry an empty `name`,
 *  which every form refuses, since an empty product or category edit still marks it updated.) */
const MAY_PASS = new Set([
  'a 10,000-element array',
  '10,000 order lines',
  'a 60 KB string',
  'a 60 KB key',
  '5,000 keys',
  'arrays where strings go',
  'a huge number',
  'an overflowing exponent',
  '__proto__ keys',
  'constructor keys',
  'an empty key',
  'lone surrogates',
  'SQL-shaped text',
]);

const JSON_TYPE = { 'Content-Type': 'application/json' };
const enc = (s: string) => new TextEncoder().encode(s);
const jsonBody = (name: string, text: string, headers: Record<string, string> = JSON_TYPE): Hostile => ({
  name,
  body: text,
  headers,
});

function multipart(name: string, parts: string | Uint8Array, boundary: string, type?: string): Hostile {
  return {
    name,
    body: parts,
    headers: { 'Content-Type': type ?? `multipart/form-data; boundary=${boundary}` },
  };
}

const nest = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);
const manyKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(',')}}`;
const B = 'hostile-boundary';
const part = (name: string, value: string, extra = '') =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
/** an empty name: refused by every form, so a form the reader takes whole still writes nothing */
const emptyName = part('name', '');

const HOSTILE: Hostile[] = [
  // nesting
  jsonBody('2,000 nested arrays in a field', `{"email":${nest(2000, '[', ']')}}`),
  jsonBody('20,000 nested arrays', nest(20_000, '[', ']')),
  jsonBody('10,000 nested objects', `{"a":${nest(10_000, '{"a":', '}')}}`),
  jsonBody('30,000 nested arrays in a field (64 KB)', `{"items":${nest(30_000, '[', ']')}}`),
  // size
  jsonBody('a 10,000-element array', `{"items":[${Array(10_000).fill('1').join(',')}]}`),
  jsonBody('10,000 order lines', `{"items":[${Array(6_000).fill('{"productId":"x","quantity":1}').join(',')}]}`),
  jsonBody('a top-level 10,000-element array', `[${Array(10_000).fill('{}').join(',')}]`),
  jsonBody('a 1 MB string', `{"name":"${'x'.repeat(1024 * 1024)}"}`),
  jsonBody('a 60 KB string', `{"email":"${'x'.repeat(60_000)}@shop.test"}`),
  jsonBody('a 60 KB key', `{"${'k'.repeat(60_000)}":1}`),
  jsonBody('5,000 keys', manyKeys(5_000)),
  // not objects
  jsonBody('null', 'null'),
  jsonBody('true', 'true'),
  jsonBody('a number', '12'),
  jsonBody('a string', '"text"'),
  jsonBody('an empty array', '[]'),
  jsonBody('an empty body', ''),
  jsonBody('whitespace', ' \r\n\t '),
  jsonBody('truncated JSON', '{"email":'),
  jsonBody('two JSON values', '{}{}'),
  jsonBody('a comment', '{/* c */"a":1}'),
  jsonBody('single quotes', "{'email':'a@b.c'}"),
  // wrong types in known fields
  jsonBody(
    'numbers where objects and strings go',
    '{"items":5,"shippingAddress":7,"status":1,"isActive":1,"email":1,"password":2,"name":3,"currentPassword":4,"newPassword":5}',
  ),
  jsonBody(
    'objects where strings go',
    '{"email":{"$ne":null},"password":{"$gt":""},"status":{"a":1},"isActive":{},"name":[],"items":[{"productId":{"$ne":null},"quantity":"1"}]}',
  ),
  jsonBody('arrays where strings go', '{"email":["a@shop.test"],"password":["x"],"status":["active"]}'),
  jsonBody('NaN', '{"price":NaN,"quantity":NaN}'),
  jsonBody('Infinity', '{"items":[{"productId":"x","quantity":Infinity}],"isActive":-Infinity}'),
  jsonBody('a huge number', `{"items":[{"productId":"x","quantity":1e308}],"status":${'9'.repeat(400)}}`),
  jsonBody('an overflowing exponent', '{"items":[{"productId":"x","quantity":1e999}],"price":-1e-999}'),
  // keys
  jsonBody('__proto__ keys', '{"__proto__":{"role":"admin","isAdmin":true},"shippingAddress":{"__proto__":{"x":1}}}'),
  jsonBody('constructor keys', '{"constructor":{"prototype":{"role":"admin"}},"toString":1,"hasOwnProperty":2}'),
  jsonBody('duplicate keys', '{"status":"active","status":"bogus-status","isActive":true,"isActive":"no"}'),
  jsonBody('duplicate keys, the last one fine', '{"email":1,"email":"x@","isActive":"no","isActive":true}'),
  jsonBody('a NUL in a key', '{"a\\u0000b":1}'),
  jsonBody('an empty key', '{"":1}'),
  // odd text
  jsonBody('lone surrogates', '{"note":"\\ud800","email":"\\udfff@x","status":"\\ud83d"}'),
  jsonBody('escaped NUL and bidi overrides', '{"name":"a\\u0000b","email":"\\u202e@x","note":"\\u0000"}'),
  jsonBody('SQL-shaped text', `{"email":"' OR 1=1 --","password":"'; DROP TABLE users; --","status":"active' --"}`),
  // encodings
  {
    name: 'invalid UTF-8',
    body: Uint8Array.from([...enc('{"name":"'), 0xff, 0xfe, 0xc0, 0x80, ...enc('"}')]),
    headers: JSON_TYPE,
  },
  {
    name: 'overlong UTF-8 quote',
    body: Uint8Array.from([...enc('{"name":"a'), 0xc0, 0xa2, ...enc('}')]),
    headers: JSON_TYPE,
  },
  {
    name: 'UTF-16LE with a BOM',
    body: Uint8Array.from([0xff, 0xfe, ...Buffer.from('{"email":"a@shop.test"}', 'utf16le')]),
    headers: JSON_TYPE,
  },
  {
    name: 'UTF-8 with a BOM',
    body: Uint8Array.from([0xef, 0xbb, 0xbf, ...enc('{"status":"bogus"}')]),
    headers: JSON_TYPE,
  },
  {
    name: 'charset=latin1',
    body: Uint8Array.from([...enc('{"name":"caf'), 0xe9, ...enc('","status":"bogus"}')]),
    headers: { 'Content-Type': 'application/json; charset=latin1' },
  },
  {
    name: 'charset=utf-16',
    body: Buffer.from('{"status":"bogus"}', 'utf16le'),
    headers: { 'Content-Type': 'application/json; charset=utf-16' },
  },
  {
    name: 'gzip Content-Encoding',
    body: gzipSync('{"status":"bogus","isActive":"no"}'),
    headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
  },
  {
    name: 'a gzip bomb',
    body: gzipSync(`{"name":"${'a'.repeat(20 * 1024 * 1024)}"}`),
    headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
  },
  { name: 'br Content-Encoding that is not', body: '{"a":1}', headers: { ...JSON_TYPE, 'Content-Encoding': 'br' } },
  {
    name: 'an unknown Content-Encoding',
    body: '{"a":1}',
    headers: { ...JSON_TYPE, 'Content-Encoding': 'x-weird, gzip' },
  },
  // wrong Content-Type
  jsonBody('JSON as text/plain', '{"status":"bogus"}', { 'Content-Type': 'text/plain' }),
  jsonBody('no Content-Type', '{"status":"bogus"}', {}),
  jsonBody('a form body', 'email=a%40b.c&password=x&status=active', {
    'Content-Type': 'application/x-www-form-urlencoded',
  }),
  jsonBody('JSON named in a parameter only', '{"status":"bogus"}', {
    'Content-Type': 'text/plain; x=application/json',
  }),
  jsonBody('an odd Content-Type', '{"status":"bogus"}', { 'Content-Type': ';;;=== ,application/json"' }),
  jsonBody('application/json+garbage', '{"status":"bogus"}', { 'Content-Type': 'application/jsonx' }),
  jsonBody('XML', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', {
    'Content-Type': 'application/xml',
  }),
  // multipart
  multipart('multipart without a boundary', part('name', 'x') + `--${B}--\r\n`, B, 'multipart/form-data'),
  multipart(
    'multipart with an empty boundary',
    part('name', 'x') + `--${B}--\r\n`,
    B,
    'multipart/form-data; boundary=',
  ),
  multipart('a 200-character boundary', `--${'b'.repeat(200)}\r\n\r\nx\r\n--${'b'.repeat(200)}--\r\n`, 'b'.repeat(200)),
  multipart(
    'a quoted boundary with spaces and odd characters',
    `--a b"c\r\nContent-Disposition: form-data; name="name"\r\n\r\n\r\n--a b"c--\r\n`,
    '',
    'multipart/form-data; boundary="a b\\"c"',
  ),
  multipart('a body that does not match its boundary', 'not a multipart body at all', B),
  multipart('an empty multipart body', '', B),
  multipart(
    'a multipart body that never ends',
    part('name', 'x') + `--${B}\r\nContent-Disposition: form-data; name="description"\r\n\r\nunfinished`,
    B,
  ),
  multipart(
    'a part without Content-Disposition',
    `--${B}\r\nContent-Type: text/plain\r\n\r\nx\r\n${emptyName}--${B}--\r\n`,
    B,
  ),
  multipart('a part without a name', `--${B}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${B}--\r\n`, B),
  multipart(
    '__proto__ and constructor fields',
    part('__proto__', '{"a":1}') + part('constructor', 'x') + emptyName + `--${B}--\r\n`,
    B,
  ),
  multipart('1,000 fields', Array.from({ length: 1000 }, (_, i) => part(`f${i}`, 'x')).join('') + `--${B}--\r\n`, B),
  multipart('a 100 KB field', part('name', 'x'.repeat(100_000)) + `--${B}--\r\n`, B),
  multipart('a 100 KB field name', part('n'.repeat(100_000), 'x') + `--${B}--\r\n`, B),
  multipart(
    'a 20 KB part header',
    `--${B}\r\nX-Pad: ${'p'.repeat(20_000)}\r\n` + part('name', '').slice(B.length + 4) + `--${B}--\r\n`,
    B,
  ),
  multipart(
    'a NUL and path traversal in a file name',
    part('images', 'not an image', '; filename="../../etc/passwd\u0000.png"') +
      part('image', 'not an image', '; filename="..\\\\..\\\\x.png"') +
      emptyName +
      `--${B}--\r\n`,
    B,
  ),
  multipart(
    '20 files',
    Array.from({ length: 20 }, (_, i) =>
      part('images', 'GIF89a', `; filename="f${i}.gif"\r\nContent-Type: image/gif`),
    ).join('') +
      emptyName +
      `--${B}--\r\n`,
    B,
  ),
  multipart(
    'a nested multipart/mixed part',
    `--${B}\r\nContent-Disposition: form-data; name="images"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n--inner\r\nContent-Disposition: file; filename="a.png"\r\n\r\nx\r\n--inner--\r\n${emptyName}--${B}--\r\n`,
    B,
  ),
  multipart('a NUL in a field name', part('na\u0000me', 'x') + `--${B}--\r\n`, B),
  multipart(
    'latin1 field values',
    Uint8Array.from([...enc(part('name', '')).slice(0, -2), 0xe9, 0xff, ...enc(`\r\n--${B}--\r\n`)]),
    B,
    `multipart/form-data; charset=latin1; boundary=${B}`,
  ),
  {
    name: 'gzip-encoded multipart',
    body: gzipSync(part('name', 'x') + `--${B}--\r\n`),
    headers: { 'Content-Type': `multipart/form-data; boundary=${B}`, 'Content-Encoding': 'gzip' },
  },
  multipart(
    'multipart/mixed instead of form-data',
    part('name', 'x') + `--${B}--\r\n`,
    B,
    `multipart/mixed; boundary=${B}`,
  ),
  // JSON sent as a form, a form sent as JSON
  jsonBody('JSON to a form endpoint as multipart type', '{"name":"x"}', {
    'Content-Type': `multipart/form-data; boundary=${B}`,
  }),
  multipart('a multipart body typed as JSON', part('status', 'bogus') + `--${B}--\r\n`, B, 'application/json'),
];

/** Headers a hostile client sends with a request (values fetch can send: Latin-1 bytes). */
const HOSTILE_HEADERS: { name: string; headers: Record<string, string> }[] = [
  { name: 'a 10 KB bearer token', headers: { Authorization: `Bearer ${'a'.repeat(10_000)}` } },
  { name: 'a malformed JWT', headers: { Authorization: 'Bearer a.b.c' } },
  { name: 'a JWT with alg none', headers: { Authorization: `Bearer ${noneToken()}` } },
  { name: 'Basic auth', headers: { Authorization: 'Basic YWRtaW46YWRtaW4=' } },
  { name: 'Latin-1 bytes in Authorization', headers: { Authorization: 'Bearer \u00ff\u00fe\u00e9' } },
  { name: 'an empty Authorization', headers: { Authorization: '' } },
  { name: 'a 10 KB Idempotency-Key', headers: { 'Idempotency-Key': 'k'.repeat(10_000) } },
  { name: 'a Latin-1 Idempotency-Key', headers: { 'Idempotency-Key': '\u00e9\u00ff' } },
  {
    name: 'odd X-Request-Id and X-Forwarded-*',
    headers: {
      'X-Request-Id': '\u00ff'.repeat(300),
      'X-Forwarded-For': 'x, , ::zz, 999.1.1.1',
      'X-Forwarded-Proto': 'gopher',
      'X-Forwarded-Host': '../..',
    },
  },
  { name: 'a null Origin', headers: { Origin: 'null' } },
  { name: 'a garbage Origin', headers: { Origin: 'http://[::1' } },
  { name: 'odd Accept-Encoding', headers: { 'Accept-Encoding': 'br;q=abc, gzip;q=-1, *;q=2, ,,' } },
  {
    name: 'odd conditional headers',
    headers: { 'If-None-Match': `"${'e'.repeat(5000)}", W/`, 'If-Modified-Since': 'yesterday' },
  },
  { name: 'an odd Accept', headers: { Accept: 'text/html;q=x, */*;q=' } },
  { name: 'an odd Range', headers: { Range: 'bytes=-1-2,a-b' } },
];

function noneToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: MISSING_ID, role: 'admin', exp: 9e9, iat: 1 })}.`;
}

/** Query strings a hostile client sends (each under the server's 16 KB header limit). */
const HOSTILE_QUERIES = [
  `q=${'a'.repeat(5000)}`,
  `q=${'%F0%9F%98%80'.repeat(500)}`,
  'q=%',
  'q=%zz%',
  'q=%FF%FE',
  'q=%ED%A0%80',
  'q=%E2%80%AE',
  'page=99999999999999999999',
  'page=-1&limit=0',
  'page=1e3&limit=1.5',
  'page=NaN&limit=Infinity',
  'page=0x10',
  'limit=100000',
  'q[]=a&q[]=b',
  '__proto__[role]=admin&constructor=x',
  'category=%00',
  'category=../../etc',
  `category=${'c'.repeat(3000)}`,
  'status=%27%20OR%201%3D1',
  'sort=-1&order=;DROP',
  Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&'),
  'q=a&q=b&page=1&page=2',
  `q=${'%2525'.repeat(1000)}`,
];

const TOKENS: [string, () => string | undefined][] = [
  ['no token', () => undefined],
  ['customer', () => customer],
  ['admin', () => admin],
];

// ---- what a refusal looks like, and the database around it -------------------------------

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(
  method: string,
  pathname: string,
  init: { body?: Hostile['body']; headers?: Record<string, string>; token?: string },
): Promise<Answer> {
  const headers: Record<string, string> = { 'Idempotency-Key': crypto.randomUUID(), ...init.headers };
  if (init.token) headers.Authorization ??= `Bearer ${init.token}`;
  const res = await fetch(server.url + pathname, { method, headers, body: init.body as BodyInit | undefined });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** What is wrong with an answer, if anything: a 5xx, a refusal that is not the API's JSON error
 *  body, or (`refused`) an answer that accepted a hostile body. */
function problemOf(answer: Answer, refused = false): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (refused && answer.status < 400) return `accepted with ${answer.status}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.includes('application/json')) return `${answer.status} as ${answer.contentType || 'no type'}`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `${answer.status} with a body that is not JSON`;
  }
  const shape = body as { success?: unknown; message?: unknown };
  if (Object.keys(shape).length !== 2 || shape.success !== false || typeof shape.message !== 'string')
    return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (/at \w+ \(|RangeError|TypeError|drizzle|postgres/i.test(shape.message)) return `leaks: ${shape.message}`;
  return null;
}

/** Row counts and a checksum of what the shop holds, read through the admin's API. */
async function snapshot() {
  const read = async (pathname: string) => {
    const res = await server.api(pathname, { token: admin });
    expect(res.status, pathname).toBe(200);
    return res.body;
  };
  const orders: unknown[] = [];
  for (let page = 1; ; page++) {
    const body = await read(`/api/orders?limit=100&page=${page}`);
    orders.push(...body.orders);
    if (page >= body.pages) break;
  }
  const tables = {
    products: (await read('/api/products')).products,
    categories: (await read('/api/categories')).categories,
    users: await read('/api/users/all'),
    orders,
  } as Record<string, unknown[]>;
  const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
  const checksum = crypto.createHash('sha256').update(JSON.stringify(tables)).digest('hex');
  return { counts, checksum, files: await server.storedFiles() };
}

// ---- the tests -----------------------------------------------------------------------------

describe('hostile requests at every endpoint', () => {
  it('names only bodies of its list as ones that may pass', () => {
    const names = new Set(HOSTILE.map((h) => h.name));
    expect([...MAY_PASS].filter((name) => !names.has(name))).toEqual([]);
  });

  it('finds the endpoints under src/pages/api', () => {
    const found = routes();
    expect(found.map((r) => r.pattern)).toContain('/api/auth/signup');
    expect(found.map((r) => r.pattern)).toContain('/api/products/:id');
    expect(found.flatMap((r) => r.methods).filter((m) => m.readsBody).length).toBeGreaterThanOrEqual(10);
  });

  it('answers every hostile body below 500 with the JSON error body, and changes nothing', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    let sent = 0;
    for (const route of routes()) {
      const methods = [...route.methods, ...(route.undeclared ? [{ method: route.undeclared, readsBody: false }] : [])];
      for (const { method, readsBody } of methods) {
        // GET and HEAD carry no body: their hostile input is the URL (below)
        if (method === 'GET') continue;
        for (const pathname of pathsOf(route.pattern, readsBody)) {
          for (const [who, token] of TOKENS) {
            // bodies only matter where they are read; elsewhere a few show the body is ignored
            const bodies = readsBody ? HOSTILE : HOSTILE.slice(0, 3);
            for (const hostile of bodies) {
              const answer = await send(method, pathname, {
                body: hostile.body,
                headers: hostile.headers,
                token: token(),
              });
              sent++;
              // a hostile body is never accepted where it is read; elsewhere it is ignored
              const problem = problemOf(answer, readsBody && !MAY_PASS.has(hostile.name));
              if (problem) problems.push(`${method} ${pathname} (${who}) with ${hostile.name}: ${problem}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
    const after = await snapshot();
    expect(after).toEqual(before);
  }, 600_000);

  it('answers hostile query strings and ids below 500 on every endpoint', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const route of routes()) {
      for (const { method } of route.methods.filter((m) => m.method === 'GET')) {
        const ids = route.pattern.includes(':id')
          ? [MISSING_ID, '%FF', '%F0%9F%98%80', 'x'.repeat(5000), "'%20OR%201=1--", '..;', '%2e', '-1', '1e999', 'null']
          : [''];
        for (const id of ids) {
          const base = route.pattern.replace(':id', id);
          for (const query of ['', ...HOSTILE_QUERIES]) {
            for (const [who, token] of TOKENS) {
              const pathname = query ? `${base}?${query}` : base;
              const problem = problemOf(await send(method, pathname, { token: token() }));
              if (problem) problems.push(`${method} ${pathname.slice(0, 120)} (${who}): ${problem}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    const after = await snapshot();
    expect(after).toEqual(before);
  }, 600_000);

  it('answers hostile headers below 500 on every endpoint', async () => {
    const before = await snapshot();
    const problems: string[] = [];
    for (const route of routes()) {
      for (const { method, readsBody } of route.methods) {
        for (const pathname of pathsOf(route.pattern, readsBody && method !== 'GET')) {
          for (const { name, headers } of HOSTILE_HEADERS) {
            // a body every endpoint refuses, so only the headers are new
            const body = method === 'GET' ? undefined : 'null';
            const answer = await send(method, pathname, { body, headers: { ...JSON_TYPE, ...headers }, token: admin });
            const problem = problemOf(answer, method !== 'GET');
            if (problem) problems.push(`${method} ${pathname} with ${name}: ${problem}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    const after = await snapshot();
    expect(after).toEqual(before);
  }, 600_000);
});

// ---- what Node refuses before any handler runs -------------------------------------------

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

interface RawExchange {
  /** every byte the server sent back */
  text: string;
  /** the server closed the connection (rather than we, after `ms`) */
  closedByServer: boolean;
}

/** Writes `request` as raw bytes on a new connection and reads until the server closes it (or
 *  `ms` pass, when we hang up). */
function rawExchange(request: string | Buffer, ms: number): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedByServer = true;
    const timer = setTimeout(() => {
      closedByServer = false;
      socket.destroy();
    }, ms);
    socket.on('data', (d) => chunks.push(d));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text: Buffer.concat(chunks).toString('latin1'), closedByServer });
    });
    // the server may answer and close before it has read everything we send
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

function parseRaw(text: string): RawAnswer {
  const [head, ...rest] = text.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  if (!status) throw new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status, headers, body: rest.join('\r\n\r\n') };
}

/** The server's answer to raw bytes; fails when it sends none. */
async function rawRequest(request: string | Buffer, ms = 5000): Promise<RawAnswer> {
  return parseRaw((await rawExchange(request, ms)).text);
}

/** Whether the server process is still running. */
async function serverRunning(): Promise<boolean> {
  return Promise.race([server.exited.then(() => false), new Promise<boolean>((r) => setTimeout(() => r(true), 50))]);
}

/** The body of a raw answer, chunked or not. */
function rawBody(answer: RawAnswer): string {
  if (answer.headers['transfer-encoding'] !== 'chunked')
    return answer.body.slice(0, Number(answer.headers['content-length']));
  let rest = answer.body;
  let body = '';
  for (;;) {
    const size = parseInt(rest, 16);
    if (!size) return body;
    const start = rest.indexOf('\r\n') + 2;
    body += rest.slice(start, start + size);
    rest = rest.slice(start + size + 2);
  }
}

function expectRawJsonError(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(JSON.parse(rawBody(answer))).toEqual({ success: false, message: expect.any(String) });
}

describe('requests the HTTP parser refuses', () => {
  it('answers a 20 KB query string with 431 and the JSON error body', async () => {
    const res = await fetch(`${server.url}/api/products?q=${'a'.repeat(20 * 1024)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/too large/i) });
  });

  it('answers 20 KB of headers with 431 and the JSON error body', async () => {
    const answer = await rawRequest(`GET /api/products HTTP/1.1\r\nHost: x\r\nX-Pad: ${'p'.repeat(20 * 1024)}\r\n\r\n`);
    expectRawJsonError(answer, 431);
    expect(answer.headers.connection).toBe('close');
  });

  it.each([
    ['a header name with a space', 'GET /api/products HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n'],
    ['a control character in a header value', 'GET /api/products HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n'],
    [
      'a Content-Length that is not a number',
      'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}',
    ],
    [
      'two different Content-Lengths',
      'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
    ],
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'a bad chunk size',
      'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    ],
    ['an unknown method', 'BREW /api/products HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a garbage request line', 'GARBAGE\r\n\r\n'],
    ['a space in the path', 'GET /api/pro ducts HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['an unknown HTTP version', 'GET /api/products HTTP/9.9\r\nHost: x\r\n\r\n'],
    ['a bare LF request', 'GET /api/products HTTP/1.1\nHost: x\n\n'],
    // these Node takes, and the host refuses before the app runs
    ['an HTTP/1.1 request without Host', 'GET /api/products?limit=1 HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
    [
      'an absolute-form target',
      'POST http://elsewhere.test/api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n',
    ],
  ])('answers %s with 400 and the JSON error body', async (_name, request) => {
    const answer = await rawRequest(request);
    expectRawJsonError(answer, 400);
  });

  it.each([
    ['an odd Host header', 'GET /api/products?limit=1 HTTP/1.1\r\nHost: ../..:99999\r\n\r\n', false],
    [
      'a raw non-ASCII path',
      Buffer.from('GET /api/products/\u00e9\u00ff HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'),
      false,
    ],
    // the server may wait for the rest of the body (until its request timeout) instead of answering
    [
      'a body shorter than its Content-Length',
      'POST /api/auth/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\nConnection: close\r\n\r\n{"a":',
      true,
    ],
  ])(
    'answers %s below 500, with the JSON error body on /api when it refuses, and stays up',
    async (_name, request, mayWait) => {
      const exchange = await rawExchange(request, 3000);
      if (mayWait && !exchange.text) {
        // no answer is only right while the server still holds the connection open for the body
        expect(exchange.closedByServer, 'closed the connection without an answer').toBe(false);
      } else {
        const answer = parseRaw(exchange.text);
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expectRawJsonError(answer, answer.status);
      }
      expect(await serverRunning()).toBe(true);
      expect((await server.api('/api/health')).status).toBe(200);
    },
  );

  it('keeps serving after all of that', async () => {
    expect((await server.api('/api/health')).status).toBe(200);
  });
});
