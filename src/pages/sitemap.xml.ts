// /sitemap.xml: the public pages and products, or the index of the sitemap files when there are
// more than one (see src/server/seo/sitemap.ts).
import type { APIRoute } from 'astro';
import { getDb } from '../server/db/client';
import { currentSitemap, XML_HEADERS } from '../server/seo/sitemap';
import { siteOrigin } from '../server/seo/siteOrigin';

export const prerender = false;

export const GET: APIRoute = async ({ site, request }) => {
  const { main } = await currentSitemap(await getDb(), siteOrigin(site, request, false)!);
  return new Response(main, { headers: XML_HEADERS });
};
