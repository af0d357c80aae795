// What every API endpoint shares: a wrapper that turns thrown HttpErrors into answers and hides
// anything unexpected, one JSON reader with a size cap, and zod validation with a 400 that names
// the field. Headers and error bodies come from the edge (edge.ts).
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { config } from '../config';
import { log } from '../log';
import { DATABASE_UNAVAILABLE, describeForLog, isDatabaseUnavailable } from '../db/outage';
import { assertCleanJson, assertCleanRequestText } from './controlText';
import { errorResponse, json, requestIdOf, serverFailureHeaders } from './edge';
import { badRequest, HttpError } from './httpError';

export { json };

/**
 * Wraps an endpoint: control characters in route ids and query parameters -> 400; HttpError ->
 * its status and message; database unreachable -> 503; anything else -> a 500 whose body and
 * log line share the request id.
 */
export function handle(fn: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      assertCleanRequestText(ctx.params, ctx.url.searchParams);
      return await fn(ctx);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, err.headers);
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

/** Reads a JSON object body of at most MAX_JSON_BYTES; 413 beyond, 400 when it is not JSON. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > config.maxJsonBytes) throw new HttpError(413, 'Request body is too large.');
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) throw badRequest('Send the body as JSON (Content-Type: application/json).');
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > config.maxJsonBytes) {
        await reader.cancel();
        throw new HttpError(413, 'Request body is too large.');
      }
      chunks.push(value);
    }
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest('The request body must be a JSON object.');
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
