// The HTTP edge shared by every endpoint: one error body, one JSON reader with a size cap,
// and a wrapper that turns thrown HttpErrors into answers and hides anything unexpected.
import type { APIContext, APIRoute } from 'astro';
import { z } from 'zod';
import { config } from '../config';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

export function errorResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return json({ success: false, message }, status, headers);
}

/** Wraps an endpoint: HttpError -> its status and message; anything else -> a plain 500. */
export function handle(fn: (ctx: APIContext) => Promise<Response> | Response): APIRoute {
  return async (ctx) => {
    try {
      return await fn(ctx);
    } catch (err) {
      if (err instanceof HttpError) return errorResponse(err.status, err.message, err.headers);
      console.error(`[api] ${ctx.request.method} ${new URL(ctx.request.url).pathname} failed:`, err);
      return errorResponse(500, 'Something went wrong on our side. Please try again.');
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

/** The client's address, for throttling. */
export function clientAddress(ctx: APIContext): string {
  if (config.trustProxy) {
    const forwarded = ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return ctx.clientAddress;
  } catch {
    return 'unknown';
  }
}
