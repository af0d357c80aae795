// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';

// SITE_URL feeds canonical URLs, Open Graph and the sitemap; ASTRO_OUT_DIR lets parallel
// builds (tests, worktrees) keep their own output.
export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // standalone handler, started by scripts/start.mjs (ASTRO_NODE_AUTOSTART=disabled) inside our own
  // http server so it can add security headers, CORS and a clean shutdown.
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), tailwind({ applyBaseStyles: false })],
  server: { port: Number(process.env.PORT) || 4321, host: true },
  security: { checkOrigin: false },
  vite: {
    // react-paginate ships a CJS default export that breaks prerendering otherwise.
    ssr: { noExternal: ['react-paginate'], external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'] },
  },
});
