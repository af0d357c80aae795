// Starts the shop in production (npm start / npm run serve): prepares the database in a short
// child process, then serves the Astro build from one HTTP server: /api/* and on-request pages
// straight to the app (whose middleware adds headers and CORS), built files from disk,
// compressed. SIGINT/SIGTERM finish open requests, close the database and remove the lock.
import { existsSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isApiPath, isOddApiPath, NO_SUCH_ENDPOINT } from '../server/http/apiPaths';
import { corsHeaders } from '../server/http/cors';
import { describeForLog } from '../server/db/outage';
import { PEER_HEADER } from '../server/http/proxyTrust';
import { BASE_HEADERS, inlineScriptHashes, pageHeaders } from '../server/http/securityHeaders';
import { assertAuthSecretUsable } from '../server/accounts/authSecret';
import { closeAll, setHostManaged } from '../server/lifecycle';
import { announce, prepareDatabase, type PrepareResult } from './prepare';
import { answerFromCatalogCache } from './catalogFastPath';
import { createStaticFiles } from './staticFiles';

type AppHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

const SHUTDOWN_GRACE_MS = 10_000;
const outDir = path.resolve(process.env.ASTRO_OUT_DIR || 'dist');
const clientDir = path.join(outDir, 'client');
const entry = path.join(outDir, 'server', 'entry.mjs');
const port = Number(process.env.PORT) || 4321;
const host = process.env.HOST || undefined; // unset: every interface, IPv4 and IPv6

function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (!existsSync(entry)) fail(`No build found at ${entry}. Run "npm run build" first (npm start does it for you).`);

let prepared: PrepareResult;
try {
  assertAuthSecretUsable();
  prepared = await prepareDatabase();
} catch (err) {
  fail((err as Error).message);
}

// the bundle must not start its own server, and leaves closing to us
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
setHostManaged();
const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AppHandler };

const defaultPageHeaders = pageHeaders(inlineScriptHashes(clientDir));
const serveStatic = createStaticFiles(clientDir, defaultPageHeaders);

function sendError(res: ServerResponse, status: number, message: string, api: boolean) {
  const body = api ? JSON.stringify({ success: false, message }) : message;
  const cors = api ? corsHeaders(res.req.headers.origin ?? null) : {};
  res.writeHead(status, {
    ...BASE_HEADERS,
    ...cors,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

async function serve(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '/';
  const api = isApiPath(url.split(/[?#]/)[0]);
  // the app learns the TCP peer from us only; whatever a client sent under this name is dropped
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
  try {
    decodeURI(url);
  } catch {
    return sendError(res, 400, 'Malformed request path.', api);
  }
  // the app refuses these before its middleware runs, with the HTML not-found page
  if (api && isOddApiPath(url)) return sendError(res, 404, NO_SUCH_ENDPOINT, true);
  if (api) return (await answerFromCatalogCache(req, res)) || handler(req, res);
  if (await serveStatic(req, res)) return;
  // pages rendered on request get their own CSP from the middleware; this covers the rest
  // (the prerendered 404 page, images)
  for (const [name, value] of Object.entries(defaultPageHeaders)) res.setHeader(name, value);
  return handler(req, res);
}

let inFlight = 0;
const server = http.createServer((req, res) => {
  inFlight++;
  res.on('close', () => inFlight--);
  serve(req, res).catch((err) => {
    console.error(`[host] ${req.method} ${req.url?.split('?')[0]} failed: ${describeForLog(err)}`);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});
server.keepAliveTimeout = 5_000;

await new Promise<void>((resolve, reject) => {
  server.once('error', (err: NodeJS.ErrnoException) =>
    reject(err.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use: set PORT to a free one.`) : err),
  );
  server.listen(port, host, resolve);
}).catch((err: Error) => fail(err.message));

function selfUrl({ address, family }: AddressInfo): string {
  if (address === '::' || address === '0.0.0.0') return `http://127.0.0.1:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

// open the database now (taking the data-dir lock) rather than on the first request
try {
  const res = await fetch(new URL('/api/health', selfUrl(server.address() as AddressInfo)));
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  if (!res.ok) throw new Error(body.message || `the health check answered ${res.status}`);
} catch (err) {
  server.close();
  await closeAll();
  fail(`The shop could not open its database: ${(err as Error).message}`);
}

announce(prepared, `http://localhost:${port}`);

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: no new connections; finishing ${inFlight} open request(s)...`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(force);
  await closeAll();
  console.log('Shop stopped: database closed.');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
