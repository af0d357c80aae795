// What the production host answers from the cache before the app (the catalogue's fast path, kept
// pages), written straight to Node's response: the entry's answer with the edge's headers, as the
// app's middleware would send it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { joinVary } from '../edge';
import { nodeHeaders } from '../proxyTrust';
import { answerOf, type Entry } from './responseCache';

/** Sends `entry` to `req` (a 304 for a matching If-None-Match) with the edge's headers `edge`. */
export async function sendEntry(
  req: IncomingMessage,
  res: ServerResponse,
  entry: Entry,
  edge: Record<string, string>,
): Promise<void> {
  const header = nodeHeaders(req);
  const answer = await answerOf(entry, { get: (name: string) => header(name.toLowerCase()) ?? null });
  res.writeHead(answer.status, { ...edge, ...answer.headers, Vary: joinVary(answer.headers.Vary, edge.Vary) });
  if (answer.body instanceof Readable) answer.body.on('error', () => res.destroy()).pipe(res);
  else res.end(answer.body);
}
