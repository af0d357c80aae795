// The production server (npm start / npm run serve run `node dist/server/start.mjs`). Compiled by
// the same build as the app (integration.ts), so it shares the app's modules: one copy of each
// per process. It prepares the database in a short child process, then serves one HTTP server:
// built files (compressed at build time), the catalogue's cached list reads and kept pages, and
// everything else through the app. Every answer passes through the edge (../server/http/edge.ts).
// SIGINT/SIGTERM finish open requests, close the backup socket and the database, and remove the lock.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { assertAuthSecretUsable } from '../server/accounts/authSecret';
import { startControlSocket } from '../server/backup/controlSocket';
import { answerFromCatalogCache } from '../server/http/cache/catalogFastPath';
import { answerFromPageCache, isUserPage, USER_PAGE_CACHE_CONTROL } from '../server/http/cache/pageCache';
import { config } from '../server/config';
import { buildIdOf, onSiteChange, startSite } from '../server/content/liveSite';
import { getDb } from '../server/db/client';
import { describeForLog } from '../server/db/outage';
import { isApiPath, isOddApiPath, NO_SUCH_ENDPOINT } from '../server/http/apiPaths';
import { edgeHeaders, logAccess, rawErrorResponse, requestIdOf, sendError } from '../server/http/edge';
import { answerConnectRequests, methodForApp } from '../server/http/methods';
import { nodeHeaders, PEER_HEADER, refusesHost, UNKNOWN_HOST } from '../server/http/proxyTrust';
import { inlineScriptHashes, pageHeaders } from '../server/http/securityHeaders';
import { closeAll, setHostManaged } from '../server/lifecycle';
import { startMailDelivery } from '../server/mail/delivery';
import { startReservationSweeper } from '../server/payments/reservationSweeper';
import { warmFinding } from '../server/search/warmUp';
import { flushLog, log, runWithRequest } from '../server/log';
import { announce, listeningUrl } from './announce';
import { prepareDatabase, type PrepareResult } from './prepare';

type AppHandler = (req: IncomingMessage, res: ServerResponse, next: undefined, locals: App.Locals) => Promise<void>;

const SHUTDOWN_GRACE_MS = 10_000;
// where this compiled file runs from (the build rewrites import.meta.url to the source file's)
const serverDir = path.dirname(path.resolve(process.argv[1]));
const clientDir = path.resolve(serverDir, '..', 'client');

/** Stops a start that cannot go on, saying why on stderr as plain text: a person reads it (no
 *  log collector has anything to collect from a server that never ran). */
async function fail(message: string): Promise<never> {
  await flushLog();
  console.error(`\n${message}\n`);
  process.exit(1);
}

const prepared: PrepareResult = await (async () => {
  assertAuthSecretUsable();
  return prepareDatabase({ file: path.join(serverDir, 'prepareDatabase.mjs'), execArgv: [] });
})().catch((err: Error) => fail(err.message));

// the bundle must not start a server of its own, and leaves closing to us
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
setHostManaged();
const { handler } = (await import(pathToFileURL(path.join(serverDir, 'entry.mjs')).href)) as { handler: AppHandler };

// The built files served: the build this host was started from, or the pages a publish built
// since (src/server/content/liveSite.ts). Each set's pages are hashed once: their CSP allows
// exactly the inline scripts they carry. A switch replaces the whole set in one assignment.
function staticSite(dir: string) {
  const builtPageHeaders = pageHeaders(inlineScriptHashes(dir));
  return sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      const immutable = pathname.startsWith('/_astro/');
      const cacheControl = immutable
        ? 'public, max-age=31536000, immutable'
        : isUserPage(pathname)
          ? USER_PAGE_CACHE_CONTROL
          : 'public, max-age=0';
      res.setHeader('Cache-Control', cacheControl);
      if (/\.html$|\/$|^[^.]*$/.test(pathname))
        for (const [name, value] of Object.entries(builtPageHeaders)) res.setHeader(name, value);
    },
  });
}
let serveBuiltFile = staticSite(
  startSite({ clientDir, buildId: buildIdOf(serverDir), sitesDir: path.join(config.dataDir, 'site') }),
);
onSiteChange((dir) => (serveBuiltFile = staticSite(dir)));

async function serve(req: IncomingMessage, res: ServerResponse, requestId: string) {
  const url = req.url ?? '/';
  const pathname = url.split(/[?#]/)[0];
  // the app learns the TCP peer from us only; whatever a client sent under this name is dropped
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? 'unknown';
  // `*` and absolute-form targets (`GET http://host/path`) are for proxies; no page or endpoint here means them
  if (!url.startsWith('/')) return sendError(res, 400, 'The request target must be a path (/...).', requestId);
  // Node's own refusal of these is an empty answer (requireHostHeader: false below)
  if (!req.headers.host && req.httpVersion !== '1.0')
    return sendError(res, 400, 'The request has no Host header.', requestId);
  try {
    decodeURI(url);
  } catch {
    return sendError(res, 400, 'Malformed request path.', requestId);
  }
  if (refusesHost(pathname, nodeHeaders(req))) return sendError(res, 400, UNKNOWN_HOST, requestId);
  if (methodForApp(req, res, requestId)) return;
  if (isApiPath(pathname)) {
    // the app refuses these before its middleware runs, with the HTML not-found page
    if (isOddApiPath(url)) return sendError(res, 404, NO_SUCH_ENDPOINT, requestId);
    if (await answerFromCatalogCache(req, res)) return;
    return handler(req, res, undefined, { requestId });
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (await answerFromPageCache(req, res)) return;
    for (const [name, value] of Object.entries(edgeHeaders(pathname, null))) res.setHeader(name, value);
    const served = await new Promise<boolean>((resolve) => {
      serveBuiltFile(req, res, () => resolve(false));
      if (res.headersSent || res.writableEnded) resolve(true);
    });
    if (served) return;
  }
  return handler(req, res, undefined, { requestId });
}

let inFlight = 0;
function onRequest(req: IncomingMessage, res: ServerResponse) {
  inFlight++;
  const startedAt = performance.now();
  // as sent: serve() may hand the app a HEAD as GET (methodForApp)
  const method = req.method ?? '?';
  const requestId = requestIdOf(req.headers['x-request-id'] as string | undefined);
  runWithRequest(requestId, () => {
    res.on('close', () => {
      inFlight--;
      logAccess(method, req.url ?? '/', res.statusCode, startedAt);
    });
    serve(req, res, requestId).catch((err) => {
      log.error(`${method} ${req.url?.split('?')[0]} failed: ${describeForLog(err)}`);
      if (!res.headersSent) sendError(res, 500, 'Something went wrong on our side. Please try again.', requestId);
      else res.end();
    });
  });
}
const server = http.createServer({ requireHostHeader: false }, onRequest);
server.keepAliveTimeout = 5_000;

answerConnectRequests(server, onRequest);

// Node's parser refuses some requests before any handler runs: a request line or headers over
// its 16 KB, bytes that are not HTTP, a request that takes too long to arrive. Its own answer
// has an empty body; ours is the edge's error answer, written raw since no response object exists.
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers (or its address) are too large.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Request body is too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};
server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket) => {
  const answering = (socket as { _httpMessage?: ServerResponse })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[err.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  // the request line, when the refused bytes begin with one: its path decides JSON or text
  const [, method, target] = /^([A-Z]+) (\S+)/.exec(err.rawPacket?.toString('latin1') ?? '') ?? [];
  socket.end(rawErrorResponse(status, message, target));
  logAccess(method ?? '?', target ?? '?', status, performance.now());
});

await new Promise<void>((resolve, reject) => {
  server.once('error', (err: NodeJS.ErrnoException) =>
    reject(
      err.code === 'EADDRINUSE' ? new Error(`Port ${config.port} is already in use: set PORT to a free one.`) : err,
    ),
  );
  // no HOST: every interface, IPv4 and IPv6
  server.listen(config.port, config.host || undefined, resolve);
}).catch((err: Error) => fail(err.message));

function selfUrl({ address, family, port }: AddressInfo): string {
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
  await fail(`The shop could not open its database: ${(err as Error).message}`);
}

// the find index is loaded and its code warmed before the start line, so the first shoppers'
// reads are as quick as later ones (src/server/search/warmUp.ts); a failure leaves it to the
// first read, as before
await warmFinding(await getDb()).catch((err: Error) =>
  log.warn(`The find index was not warmed: ${describeForLog(err)}`),
);

// `npm run backup` asks this process, which holds the embedded database (docs/operations.md#backups)
await startControlSocket(getDb).catch((err: Error) => log.warn(`No backup socket: ${err.message}`));

// each server sends the outbox's mail (docs/operations.md#mail); it never stops the start
await startMailDelivery(getDb).catch((err: Error) => log.error(`No mail delivery: ${err.message}`));

// each server looks for card reservations whose payment window is over (docs/operations.md#card-payments)
startReservationSweeper(getDb);

announce(prepared, listeningUrl(server.address() as AddressInfo));

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: no new connections; finishing ${inFlight} open request(s)...`);
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(force);
  await closeAll();
  log.info('Shop stopped: database closed.');
  await flushLog();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
