// Astro calls an endpoint's ALL export for any method it has no handler for: answer 405.
import type { APIRoute } from 'astro';
import { errorResponse } from './edge';

export function methodNotAllowed(allowed: string): APIRoute {
  return ({ request }) =>
    request.method === 'OPTIONS'
      ? new Response(null, { status: 204, headers: { Allow: `${allowed}, OPTIONS` } })
      : errorResponse(405, `Method ${request.method} is not allowed here; use ${allowed}.`, {
          Allow: `${allowed}, OPTIONS`,
        });
}
