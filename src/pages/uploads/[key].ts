// Serves stored images. Only names of the exact form <32 hex>.webp or <32 hex>-<copy width>.webp
// reach the storage, so "..", encoded slashes or absolute paths can never address a file outside
// the upload dir.
import type { APIRoute } from 'astro';
import { IMAGE_VARIANT_WIDTHS } from '../../lib/imageSrcset';
import { getImageStorage } from '../../server/storage/imageStorage';

export const prerender = false;

const FILE_NAME = new RegExp(`^([a-f0-9]{32}(?:-(?:${IMAGE_VARIANT_WIDTHS.join('|')}))?)\\.webp$`);

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

async function serve(key: string | undefined, request: Request, withBody: boolean): Promise<Response> {
  const match = FILE_NAME.exec(key ?? '');
  if (!match) return notFound();
  const stored = await getImageStorage().get(match[1]);
  if (!stored) return notFound();
  const headers = {
    'Content-Type': stored.contentType,
    // a key is never reused for other bytes, so the file can be cached forever
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: `"${match[1]}"`,
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match')?.includes(`"${match[1]}"`))
    return new Response(null, { status: 304, headers });
  return new Response(withBody ? (stored.bytes as Uint8Array<ArrayBuffer>) : null, {
    status: 200,
    headers: { ...headers, 'Content-Length': String(stored.bytes.length) },
  });
}

export const GET: APIRoute = ({ params, request }) => serve(params.key, request, true);
export const HEAD: APIRoute = ({ params, request }) => serve(params.key, request, false);
