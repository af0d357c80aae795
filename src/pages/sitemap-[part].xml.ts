// /sitemap-N.xml: the Nth file of a sitemap too large for one (see src/server/seo/sitemap.ts).
import type { APIRoute } from 'astro';
import { getDb } from '../server/db/client';
import { currentSitemap, XML_HEADERS } from '../server/seo/sitemap';
import { siteOrigin } from '../server/seo/siteOrigin';

export const prerender = false;

export const GET: APIRoute = async ({ site, params, request }) => {
  const part = /^[1-9]\d{0,5}$/.test(params.part ?? '') ? Number(params.part) : 0;
  const { parts } = await currentSitemap(await getDb(), siteOrigin(site, request, false)!);
  const body = parts[part - 1];
  // an empty 404: Astro answers it with the site's not-found page
  if (body === undefined) return new Response(null, { status: 404 });
  return new Response(body, { headers: XML_HEADERS });
};
