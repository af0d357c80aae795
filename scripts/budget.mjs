#!/usr/bin/env node
// JavaScript budget per page, read from the build output (dist/client or $ASTRO_OUT_DIR/client).
// For every HTML page it follows what the browser would load: <script src>, inline module
// scripts, <link rel="modulepreload">, astro-island component-url / renderer-url, and the imports
// of each of those files, recursively: static ones, and dynamic import()s too, which pages make at
// once or when the browser is idle (a gallery, a carousel, option buttons), except the few a
// visitor's action or state asks for (ON_DEMAND).
// Each file counts once per page, by its gzip size. Exits 1 when a page is over its limit or a
// content page ships React. Pages rendered on request are read from a server of the same build:
// `--server <url>`, or else one this script starts on a throwaway data dir (when the build has
// a server part). Then the checkout's guard, on a server this script starts: the server's CPU per
// order over a few hundred orders (./lib/checkoutCpu.mjs), which fails over CHECKOUT_CPU_MS.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstActiveSlug, startBuiltShop } from './lib/builtShop.mjs';
import { checkoutCpu } from './lib/checkoutCpu.mjs';
import { printTable } from './lib/printTable.mjs';

const KB = 1024;
/** The server's CPU per order the checkout may take, in ms (docs/performance.md#the-checkouts-cpu):
 *  the figure this step measured after the checkout's speed work, with room for a busy machine. */
const CHECKOUT_CPU_MS = 16;
const CHECKOUT_ORDERS = 200;
/** the guard's admin (it restocks the product) and no cap on units a buyer holds unpaid, as
 *  hundreds of orders on delivery are what it places */
const CHECKOUT_ADMIN = { email: 'budget@shop.test', password: 'budget-pass-123' };
const CHECKOUT_SETTINGS = {
  ADMIN_EMAIL: CHECKOUT_ADMIN.email,
  ADMIN_PASSWORD: CHECKOUT_ADMIN.password,
  UNPAID_UNITS_PER_PRODUCT: '0',
};
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = process.env.ASTRO_OUT_DIR || 'dist';
const clientDir = join(outDir, 'client');

/** Pages with their own limit; "report" pages are only listed; every other page is a content page. */
const LIMITS = {
  // the new-arrivals carousel's Swiper (core and its A11y module, about 24 KB), loaded when the
  // browser is idle, counted since dynamic imports are; 90 before that, when it was not
  '/': 34 * KB,
  // 75.5: the no-result suggestions (categories and best sellers) and the one clear button
  // 76: the API client's newsletter and mail-delivery calls (docs/product.md#deliberate-changes, 32)
  // 76.5: the footer's newsletter hook in the shop chunk and a wishlist copy that keeps the variant
  // (issue 44), together with the above
  // 76.6: the API client's shipment, timeline and packing-slip calls (issue 46)
  '/products': 76.6 * KB,
  '/cart': 90 * KB,
  // the server's quote (its request, debounce and summary) came with integer-cent money; 95: the
  // variant lines (about 1.4 KB) and the coupon field with the promotions in the summary (about
  // 1.5 KB); 96: the shipping method and region in the shared order schema; 97: the shipping
  // method choices and the tax per rate in the summary. A quarter of the page is zod (25 KB),
  // which the address and order schemas shared with the server bring: moving them to zod/mini is
  // the way back under 92 KB
  // 97.5: the name rule of the address form and the API client's newsletter calls (change 32)
  // 98.5: the country list with the zones' countries first (src/islands/account/CountrySelect.tsx)
  // and the footer's newsletter hook in the shop chunk (issue 44)
  // 99: the carriers list (about 0.45 KB), which the shop settings' schema imports for its
  // tracking-link placeholder and the bundler puts in the chunk of the forms the checkout shares (issue 46)
  '/checkout': 99 * KB,
  // one small form or view each (React, the API client and the island)
  '/forgot-password': 60 * KB,
  '/reset-password': 60 * KB,
  '/verify-email': 60 * KB,
  '/newsletter/confirm': 60 * KB,
  '/newsletter/unsubscribe': 60 * KB,
  // an order's whole view: its lines and amounts formatted from cents (src/lib/money.ts); 63: its
  // tax per rate and the invoice and credit-note links (about 0.6 KB); 64: the shipping method and
  // its estimate, the region in the address, "Continue shopping"
  // 65: whether mail is sent, so the confirmation claims no mail the shop did not send (change 32)
  // 66.5: the order's parcels (carriers' names, tracking links, what is still to come) and the API
  // client's shipment calls (issue 46), about 1.2 KB
  '/order-tracking': 66.5 * KB,
  '/contact-us': 60 * KB,
  // the products read again from the API, their rows worked out in the browser (src/islands/compare);
  // 62.5: the shop chunk's signed-in menu and sign-in toast (about 0.3 KB, as CONTENT_LIMIT)
  // 63: the API client's newsletter and mail-delivery calls (change 32), each variant's own specs
  // and one row per attribute name (about 0.3 KB each)
  // 64: the footer's newsletter hook in the shop chunk (issue 44), with the above
  '/compare': 64 * KB,
  // the Content section (docs/product.md#deliberate-changes, 30), back-office pages with a limit of
  // their own: the list is the admin shell and a list; an entry's page adds the build's content
  // schemas (Astro's zod) to check in the browser and micromark (with its GitHub extensions) for
  // the live preview, about 40 KB
  '/admin/content': 76 * KB,
  '/admin/content/edit': 118 * KB,
};
/** Pages rendered on request (not in the build output), measured from a running server of the
 *  same build; `sample` gives one real URL of the route. */
const ON_REQUEST = [
  { route: '/', sample: async () => '/' },
  { route: '/products', sample: async () => '/products' },
  { route: '/categories', sample: async () => '/categories' },
  { route: '/<category>', sample: async () => '/audio' },
  { route: '/<category>/<sub>', sample: async () => '/camera/dslr' },
  { route: '/<template page>', sample: async () => '/home3' },
  { route: '/<not found>', sample: async () => '/no-such-page' },
  {
    route: '/products/<slug>',
    // React and the buy box, the option buttons, the Compare toggle, recently viewed and the
    // gallery (no Swiper): about 66 KB as Lighthouse counts it (brotli and headers), under its 70 KB
    limit: 64 * KB,
    sample: async (server) => `/products/${encodeURIComponent(await firstActiveSlug(server))}`,
  },
];
// one file, the code every shop page shares (the shop chunk, src/host/integration.ts): the shell's
// menus, its session bits, the trigger that loads the header search's suggestions when a search
// field is first focused (the suggestions themselves are not loaded, so not counted), and the cart,
// wishlist and product-tile code the other pages take from the same cached file
// (5.1: a cart line is a product's variant since products have options, which the cart code every
// page shares now keys lines and seen prices by: about 100 bytes; 5.4: the signed-in user's menu in
// the header, the sign-in link that comes back to the page and the sign-in toast shown by the page
// after /auth: about 300 bytes)
const CONTENT_LIMIT = 5.4 * KB;
/** Chunks (by file name) that are loaded only on a visitor's action or state, so a dynamic import
 *  of one is not counted: the toasts' region, with the first toast (ShopLayout.astro), the
 *  HTTP client of a signed-in visitor's profile refresh (src/stores/session.ts), and the footer's
 *  newsletter sign-up, with its first submit (ShopLayout.astro). The header
 *  search's suggestions are loaded by URL on a first focus, which no import pattern matches. */
const ON_DEMAND = [/^toastRegion\./, /^http\./, /^newsletterSubmit\./];
const REPORT_ONLY = [/^\/wishlist$/, /^\/auth$/, /^\/dashboard(\/|$)/, /^\/admin(\/|$)/];
/** category routes hydrate the catalogue island: they are catalogue pages, not content pages */
const CATALOG_ISLAND = /component-url="[^"]*Catalog[^"]*"/;

if (!existsSync(clientDir)) {
  console.error(`budget: ${clientDir} not found - run \`npm run build\` first`);
  process.exit(1);
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

function routeOf(file) {
  const path = '/' + relative(clientDir, file).split(sep).join('/');
  return path.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';
}

/** `npm run budget -- --files` also lists each page's files */
const verbose = process.argv.includes('--files');
const detail = new Map();
const gzipCache = new Map();
function gzipSize(text) {
  return gzipSync(text).length;
}

/** Static imports of a built module: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`. */
function staticImports(code) {
  const found = [];
  const pattern = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;
  for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** Dynamic imports of a built module with a literal path: `import("./a.js")`. */
function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)]
    .map((match) => match[1])
    .filter((specifier) => !ON_DEMAND.some((pattern) => pattern.test(posix.basename(specifier))));
}

/** site URL path ("/_astro/x.js") or a path relative to `from` -> URL path */
function resolveUrl(specifier, from) {
  if (/^https?:\/\//.test(specifier)) return null;
  if (specifier.startsWith('/')) return posix.normalize(specifier);
  return posix.normalize(posix.join(posix.dirname(from), specifier));
}

function collect(url, seen) {
  if (!url || seen.has(url)) return;
  const file = join(clientDir, ...url.split('/').filter(Boolean));
  if (!existsSync(file)) {
    seen.set(url, { missing: true, gzip: 0, react: false });
    return;
  }
  const code = readFileSync(file, 'utf8');
  if (!gzipCache.has(url)) gzipCache.set(url, gzipSize(code));
  seen.set(url, {
    gzip: gzipCache.get(url),
    react: /react\.(production|development)|__CLIENT_INTERNALS|react-dom/.test(code),
  });
  for (const specifier of [...staticImports(code), ...dynamicImports(code)]) collect(resolveUrl(specifier, url), seen);
}

function pageScripts(html, route) {
  const seen = new Map();
  const attr = (tag, name) => tag.match(new RegExp(`\\b${name}="([^"]+)"`))?.[1];
  let inlineGzip = 0;
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attr(tag, 'src');
    if (src) collect(resolveUrl(src, route.endsWith('/') ? route : route + '/'), seen);
  }
  for (const [, body] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    if (!body.trim() || /^\s*[{[]/.test(body)) continue; // JSON-LD and empty tags are data, not code
    inlineGzip += gzipSize(body);
    for (const specifier of [...staticImports(body), ...dynamicImports(body)])
      collect(resolveUrl(specifier, '/'), seen);
  }
  for (const tag of html.match(/<link\b[^>]*rel="modulepreload"[^>]*>/g) ?? [])
    collect(resolveUrl(attr(tag, 'href'), '/'), seen);
  for (const tag of html.match(/<astro-island\b[^>]*>/g) ?? []) {
    collect(resolveUrl(attr(tag, 'component-url') ?? '', '/'), seen);
    collect(resolveUrl(attr(tag, 'renderer-url') ?? '', '/'), seen);
  }
  const files = [...seen.values()];
  if (verbose)
    detail.set(
      route,
      [...seen]
        .map(([url, file]) => `    ${(file.gzip / KB).toFixed(2).padStart(7)} KB  ${url}`)
        .concat(inlineGzip ? [`    ${(inlineGzip / KB).toFixed(2).padStart(7)} KB  (inline scripts)`] : []),
    );
  return {
    files: files.length + (inlineGzip ? 1 : 0),
    gzip: inlineGzip + files.reduce((sum, file) => sum + file.gzip, 0),
    react: files.some((file) => file.react) || /<astro-island\b/.test(html),
    missing: [...seen].filter(([, file]) => file.missing).map(([url]) => url),
  };
}

function kindOf(route, html, limit = LIMITS[route]) {
  if (limit !== undefined) return { kind: 'limit', limit };
  if (REPORT_ONLY.some((pattern) => pattern.test(route)) || CATALOG_ISLAND.test(html)) return { kind: 'report' };
  return { kind: 'content', limit: CONTENT_LIMIT };
}

const rows = htmlFiles(clientDir)
  .map((file) => {
    const route = routeOf(file);
    const html = readFileSync(file, 'utf8');
    return { route, ...kindOf(route, html), ...pageScripts(html, route) };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

const serverArg = process.argv.indexOf('--server');
let server = serverArg > 0 ? process.argv[serverArg + 1]?.replace(/\/$/, '') : undefined;
const hasServerPart = existsSync(join(outDir, 'server', 'entry.mjs'));
/** the server this script started, for the pages when no --server was given and for the checkout */
let ownShop = null;
if (!server && hasServerPart) {
  ownShop = await startBuiltShop(root, CHECKOUT_SETTINGS);
  server = ownShop.url;
}
let checkout = null;
try {
  for (const page of ON_REQUEST) {
    if (!server) {
      console.log(`${page.route}: rendered on request, not measured (this build has no server part)`);
      continue;
    }
    const path = await page.sample(server);
    const html = await (await fetch(server + path)).text();
    rows.push({ route: page.route, ...kindOf(page.route, html, page.limit), ...pageScripts(html, path) });
    if (detail.has(path)) detail.set(page.route, detail.get(path));
  }
  if (hasServerPart) {
    ownShop ??= await startBuiltShop(root, CHECKOUT_SETTINGS);
    const signin = await fetch(`${ownShop.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CHECKOUT_ADMIN),
    });
    if (!signin.ok) throw new Error(`the guard's admin could not sign in (${signin.status})`);
    const { token } = await signin.json();
    checkout = await checkoutCpu(ownShop.url, ownShop.pid, { adminToken: token, orders: CHECKOUT_ORDERS });
  }
} finally {
  await ownShop?.stop();
}

const kb = (bytes) => (bytes / KB).toFixed(2) + ' KB';
let failures = 0;
const table = rows.map((row) => {
  const problems = [];
  if (row.limit !== undefined && row.gzip > row.limit) problems.push(`over ${kb(row.limit)}`);
  if (row.kind === 'content' && row.react) problems.push('ships React');
  if (row.missing.length) problems.push(`missing ${row.missing.join(', ')}`);
  if (problems.length) failures++;
  return {
    page: row.route,
    files: row.files,
    'JS gzip': kb(row.gzip),
    limit: row.limit === undefined ? 'report only' : kb(row.limit) + (row.kind === 'content' ? ' (content)' : ''),
    result: problems.length ? 'FAIL: ' + problems.join('; ') : 'ok',
  };
});

printTable(table, (row) => detail.get(row.page) ?? []);
console.log(
  `\n${rows.length} pages, ${failures} over budget (content pages ${kb(CONTENT_LIMIT)}, / ${kb(LIMITS['/'])}, /products ${kb(LIMITS['/products'])})`,
);
let checkoutOver = false;
if (checkout) {
  checkoutOver = !(checkout.cpuPerOrder <= CHECKOUT_CPU_MS);
  console.log(
    `checkout: ${checkout.orders} orders, ${checkout.cpuPerOrder.toFixed(1)} ms of server CPU per order (limit ${CHECKOUT_CPU_MS} ms)${checkoutOver ? ': FAIL' : ''}`,
  );
} else console.log('checkout: not measured (this build has no server part)');
process.exit(failures || checkoutOver ? 1 : 0);
