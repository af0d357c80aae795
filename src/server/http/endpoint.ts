// What every API endpoint shares: a wrapper that turns thrown HttpErrors into answers and hides
// anything unexpected, one JSON reader with a size cap, and zod validation with a 400 that names
// the field. Headers and error bodies come from the edge (edge.ts).
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { config } from '../config';
import { log } from '../log';
import { DATABASE_UNAVAILABLE, describeForLog, isDatabaseUnavailable } from '../db/outage';
import { assertCleanJson, assertCleanRequestText } from './controlText';
import { constraintRefusal } from './constraintRefusals';
import { errorResponse, json, requestIdOf, serverFailureHeaders } from './edge';
import { badRequest, HttpError } from './httpError';

export { json };

/**
 * Wraps an endpoint: control characters in route ids and query parameters -> 400; HttpError ->
 * its status and message; a unique index or foreign key refusing the write -> its 400 or 409
 * (constraintRefusals.ts); database unreachable -> 503; anything else -> a 500 whose body and
 * log line share the request id.
 */
export function handle(fn: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      assertCleanRequestText(ctx.params, ctx.url.searchParams);
      return await fn(ctx);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, err.headers, err.details);
      const clash = constraintRefusal(err);
      if (clash) return errorResponse(clash.status, clash.message, clash.headers, clash.details);
      const requestId = ctx.locals.requestId ?? requestIdOf(null);
      const where = `${ctx.request.method} ${ctx.url.pathname}`;
      if (isDatabaseUnavailable(err)) {
        log.error(`${where}: database unavailable (${describeForLog(err).split('\n')[0]})`);
        return errorResponse(503, DATABASE_UNAVAILABLE, { 'Retry-After': '5', ...serverFailureHeaders(requestId) });
      }
      log.error(`${where} failed: ${describeForLog(err)}`);
      return json(
        {
          success: false,
          message: `Something went wrong on our side. Please try again. (request id ${requestId})`,
          requestId,
        },
        500,
        serverFailureHeaders(requestId),
      );
    }
  };
}

/** The deepest a JSON body may nest: the deepest body of docs/api.md is three levels. */
export const MAX_JSON_DEPTH = 20;

/** A body the server would have to decompress is refused (415): it reads bytes as they come. */
export function assertIdentityEncoding(request: Request): void {
  const encoding = request.headers.get('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity')
    throw new HttpError(415, 'Send the body uncompressed (no Content-Encoding).', { 'Accept-Encoding': 'identity' });
}

/** `application/json; charset=utf-8` -> its media type and charset, lower-cased. */
function mediaTypeOf(header: string | null): { type: string; charset: string | null } {
  const [type, ...params] = (header ?? '').split(';');
  const charset = params.map((p) => /^\s*charset\s*=\s*"?([^"\s]*)"?\s*$/i.exec(p)?.[1]).find(Boolean);
  return { type: type.trim().toLowerCase(), charset: charset?.toLowerCase() ?? null };
}

/**
 * Refuses (400) what JSON.parse takes but no client of this API means: nesting deeper than
 * MAX_JSON_DEPTH, and a key twice in one object (JSON.parse would silently keep the last).
 * `text` must already parse: the scan only tells strings from structure.
 */
export function assertJsonStructure(text: string): void {
  // one entry per open container: an object's keys so far, or null for an array
  const open: (Set<string> | null)[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const keys = open[open.length - 1];
      if (keys) {
        let next = end + 1;
        while (text[next] === ' ' || text[next] === '\t' || text[next] === '\n' || text[next] === '\r') next++;
        if (text[next] === ':') {
          const key = JSON.parse(text.slice(i, end + 1)) as string;
          if (keys.has(key))
            throw badRequest(`${JSON.stringify(key.slice(0, 100))}: the key appears twice in one object.`);
          keys.add(key);
        }
      }
      i = end;
    } else if (c === '{' || c === '[') {
      open.push(c === '{' ? new Set() : null);
      if (open.length > MAX_JSON_DEPTH)
        throw badRequest(`The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`);
    } else if (c === '}' || c === ']') {
      open.pop();
    }
  }
}

const tooLarge = () => new HttpError(413, 'Request body is too large.');

/** The body's bytes, at most `maxBytes` (413 beyond, 415 when compressed), read as they come. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  assertIdentityEncoding(request);
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON object body of at most MAX_JSON_BYTES: 413 beyond; 415 when compressed or in a
 * charset other than UTF-8; 400 when it is not JSON, not UTF-8, not an object, nested too deeply,
 * holds a key twice or a control character.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (Number(request.headers.get('content-length') ?? 0) > config.maxJsonBytes) throw tooLarge();
  const { type, charset } = mediaTypeOf(request.headers.get('content-type'));
  if (type !== 'application/json') throw badRequest('Send the body as JSON (Content-Type: application/json).');
  if (charset && charset !== 'utf-8' && charset !== 'utf8')
    throw new HttpError(415, 'Send the JSON as UTF-8 (charset=utf-8).');
  const bytes = await readBodyBytes(request, config.maxJsonBytes);
  let text: string;
  try {
    // a BOM is kept, so JSON.parse refuses it as it always has
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw badRequest('The request body is not valid UTF-8.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The request body must be a JSON object.');
  assertJsonStructure(text);
  assertCleanJson(parsed);
  return parsed as Record<string, unknown>;
}

/** Validates with zod; the 400 names the first offending field. Unknown fields are dropped. */
export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.join('.') || 'body';
  throw badRequest(`${field}: ${issue.message}`);
}
