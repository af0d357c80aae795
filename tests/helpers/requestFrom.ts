// A request to a test server from a chosen loopback source address (127.x.y.z), as another
// machine would send it: what throttles and per-address limits are tested with.
import http from 'node:http';

export interface AnswerFrom {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** how long the answer took, from sending to its last byte */
  ms: number;
}

/** `body` is sent as JSON (a string as it is); the answer's body is parsed as JSON. */
export function requestFrom(
  server: { url: string },
  localAddress: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<AnswerFrom> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? '' : JSON.stringify(body);
    const startedAt = performance.now();
    const req = http.request(
      `${server.url}${pathname}`,
      {
        method,
        localAddress,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: JSON.parse(text || '{}'),
            ms: performance.now() - startedAt,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}
