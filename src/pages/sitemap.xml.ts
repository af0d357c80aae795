// sitemap.xml, built once: the public pages search engines should list. Left out: personal or
// noindex pages (/wishlist, /auth, /forgot-password, /dashboard, /admin, 404) and the theme's
// placeholder routes, which carry noindex until they get real content.
import type { APIRoute } from 'astro';
import { categoryRoutes, getMenus } from '../lib/shellContent';

export const prerender = true;

const STATIC_PAGES = ['/', '/products', '/faqs', '/terms-of-services', '/privacy-policy', '/refund-policy'];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const menus = await getMenus();
  const paths = [...new Set([...STATIC_PAGES, ...categoryRoutes(menus).map((route) => route.path)])];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(new URL(path, base).href)}</loc></url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
