// robots.txt: everything public may be crawled except the account areas and the API. Made on
// request: the sitemap's address must be absolute, at the address the shop is served on.
import type { APIRoute } from 'astro';
import { siteOrigin, siteUrl } from '../server/seo/siteOrigin';

export const prerender = false;

export const GET: APIRoute = ({ site, request }) => {
  const sitemap = siteUrl(siteOrigin(site, request, false), '/sitemap.xml');
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /api/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
