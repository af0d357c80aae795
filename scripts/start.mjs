#!/usr/bin/env node
// Starts the shop: prepares the database in a short child process, then serves the Astro build
// (pages, API, uploads) from our own HTTP server, which adds security headers and CORS and
// shuts down cleanly on SIGINT/SIGTERM.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isOddApiPath, jsonNotFoundForApi, sendJsonNotFound } from './lib/apiNotFound.mjs';
import { createCompressedStatic } from './lib/compressedStatic.mjs';
import { corsHeaders, parseCorsOrigins, preflightHeaders } from './lib/cors.mjs';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './lib/securityHeaders.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.resolve(root, process.env.ASTRO_OUT_DIR || 'dist');
const entry = path.join(outDir, 'server', 'entry.mjs');
const port = Number(process.env.PORT) || 4321;
const host = process.env.HOST || undefined; // unset: every interface, IPv4 and IPv6
const SHUTDOWN_GRACE_MS = 10_000;

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (!existsSync(entry)) fail(`No build found at ${entry}. Run "npm run build" first (npm start does it for you).`);

/** Runs scripts/prepare-db.ts; resolves with what it reports (database kind, admin login). */
function prepareDatabase() {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(root, 'scripts', 'prepare-db.ts'), [], {
      cwd: process.cwd(),
      execArgv: ['--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result = null;
    child.on('message', (msg) => {
      if (msg?.type === 'prepared') result = msg.result;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`Preparing the database failed (${signal ?? `exit code ${code}`}); see the message above.`));
    });
  });
}

function announce(prepared) {
  const { admin, database } = prepared;
  const lines = [
    `Shop running at http://localhost:${port}`,
    `Database: ${database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${path.resolve(process.env.DATA_DIR || './data')}`}`,
    `Admin e-mail: ${admin.email}`,
  ];
  if (admin.generatedPassword) {
    lines.push(
      `Admin password: ${admin.generatedPassword}`,
      'This password was generated now and is shown ONLY THIS ONCE: note it down, or set another with',
      '  npm run create-admin -- --email <e-mail> --password <password>',
    );
  }
  const width = Math.max(...lines.map((l) => l.length));
  const bar = '='.repeat(width + 4);
  console.log(['', bar, ...lines.map((l) => `| ${l.padEnd(width)} |`), bar, ''].join('\n'));
}

let prepared;
try {
  prepared = await prepareDatabase();
} catch (err) {
  fail(err.message);
}

// the bundle must not start its own server, and leaves closing to us (src/server/lifecycle.ts)
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
globalThis[Symbol.for('shop.lifecycle.hostManaged')] = true;
const { handler } = await import(pathToFileURL(entry).href);

const csp = contentSecurityPolicy({
  scriptHashes: inlineScriptHashes(path.join(outDir, 'client')),
  apiUrl: process.env.PUBLIC_API_URL,
  imageOrigins: [process.env.S3_PUBLIC_URL].filter(Boolean),
});
const pageHeaders = securityHeaders(csp);
const corsOrigins = parseCorsOrigins(process.env.CORS_ORIGINS);
const serveCompressed = createCompressedStatic(path.join(outDir, 'client'));

let inFlight = 0;
const server = http.createServer((req, res) => {
  for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
  const isApi = req.url === '/api' || req.url?.startsWith('/api/');
  if (isApi) {
    const origin = req.headers.origin ?? null;
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.writeHead(204, preflightHeaders(corsOrigins, origin));
      res.end();
      return;
    }
    for (const [name, value] of Object.entries(corsHeaders(corsOrigins, origin))) res.setHeader(name, value);
  }
  inFlight++;
  res.on('close', () => inFlight--);
  if (isApi) {
    if (isOddApiPath(req.url)) {
      sendJsonNotFound(res);
      return;
    }
    jsonNotFoundForApi(res);
    handler(req, res);
    return;
  }
  serveCompressed(req, res).then(
    (served) => served || handler(req, res),
    (err) => {
      console.error('[static] compressed file failed:', err);
      if (!res.headersSent) handler(req, res);
    },
  );
});
server.keepAliveTimeout = 5_000;

await new Promise((resolve, reject) => {
  server.once('error', (err) =>
    reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: set PORT to a free one.`) : err),
  );
  server.listen(port, host, resolve);
}).catch((err) => fail(err.message));

// open the database now (taking the data-dir lock) rather than on the first request
try {
  const res = await fetch(new URL('/api/health', selfUrl(server.address())));
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(body.message || `the health check answered ${res.status}`);
} catch (err) {
  server.close();
  await closeBundle();
  fail(`The shop could not open its database: ${err.message}`);
}

announce(prepared);

function selfUrl({ address, family }) {
  if (address === '::' || address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

async function closeBundle() {
  await globalThis[Symbol.for('shop.lifecycle')]?.closeAll();
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: no new connections; finishing ${inFlight} open request(s)...`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(force);
  await closeBundle();
  console.log('Shop stopped: database closed.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
