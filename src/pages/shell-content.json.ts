// The shell's content as this build saw it, for the pages the server renders on request after a
// publish (src/server/content/liveSite.ts). Built once; the build moves it out of the served
// files (src/host/integration.ts), so no shopper can fetch it.
import type { APIRoute } from 'astro';
import { getMenus, getSettings } from '../server/content/shellContent';

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(JSON.stringify({ settings: await getSettings(), menus: await getMenus() }), {
    headers: { 'Content-Type': 'application/json' },
  });
