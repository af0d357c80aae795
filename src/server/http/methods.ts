// Every method gets a clean answer. Astro calls an endpoint's ALL export for any method it has
// no handler for: answer 405. Before the app, the server in front of it (the production host and
// `astro dev` alike) readies the method with `methodForApp`:
// - HEAD on /api is GET without the body (RFC 9110 9.3.2), but Astro would hand it to ALL (a
//   405): it goes on as GET, and Node leaves the body out since its response knows the request
//   was HEAD.
// - A fetch Request cannot carry CONNECT, TRACE or TRACK (undici refuses to make one, so the app
//   failed with a 500 before any of its code ran). On a page they are answered 405 there; on /api
//   they go on under a name no endpoint exports, with the method in a header, so each endpoint's
//   ALL answers with its own Allow. Node hands a CONNECT its bare socket instead of a response,
//   and closed it unanswered: `answerConnectRequests` gives it one.
import { ServerResponse, type IncomingMessage, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { APIRoute } from 'astro';
import { isApiPath } from './apiPaths';
import { answerPath, errorResponse, sendError } from './edge';

/** The fetch standard's forbidden methods. */
const UNCARRIED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** Set by `methodForApp` for such a method; a client's own copy is dropped there. */
export const REFUSED_METHOD_HEADER = 'x-shop-refused-method';
/** The method they reach the app as: no endpoint exports it. */
const CARRIER_METHOD = 'REFUSED';
/** What a page answers. */
const PAGE_METHODS = 'GET, HEAD';

export function methodNotAllowed(allowed: string): APIRoute {
  return ({ request }) => {
    const method = request.headers.get(REFUSED_METHOD_HEADER) ?? request.method;
    return method === 'OPTIONS'
      ? new Response(null, { status: 204, headers: { Allow: `${allowed}, OPTIONS` } })
      : errorResponse(405, `Method ${method} is not allowed here; use ${allowed}.`, {
          Allow: `${allowed}, OPTIONS`,
        });
  };
}

/** Readies `req`'s method for the app (see above); true when it answered the request itself. */
export function methodForApp(req: IncomingMessage, res: ServerResponse, requestId: string): boolean {
  delete req.headers[REFUSED_METHOD_HEADER];
  const method = req.method ?? 'GET';
  if (!isApiPath(answerPath(req.url))) {
    if (!UNCARRIED_METHODS.has(method)) return false;
    sendError(res, 405, `Method ${method} is not allowed here; use ${PAGE_METHODS}.`, requestId, {
      Allow: PAGE_METHODS,
    });
    return true;
  }
  if (method === 'HEAD') req.method = 'GET';
  else if (UNCARRIED_METHODS.has(method)) {
    req.headers[REFUSED_METHOD_HEADER] = method;
    req.method = CARRIER_METHOD;
  }
  return false;
}

/** Gives each CONNECT (which Node hands its bare socket, for a tunnel: the shop is no proxy) a
 *  response that closes the connection, and passes it to `handle` like any other request. */
export function answerConnectRequests(server: Server, handle: (req: IncomingMessage, res: ServerResponse) => void) {
  server.on('connect', (req: IncomingMessage, socket: Socket) => {
    const res = new ServerResponse(req);
    res.shouldKeepAlive = false;
    res.assignSocket(socket);
    res.on('finish', () => {
      res.detachSocket(socket);
      socket.end();
    });
    handle(req, res);
  });
}
