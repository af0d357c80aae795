// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import { devDatabase } from './src/host/devDatabase.ts';

// SITE_URL feeds canonical URLs, Open Graph and the sitemap; ASTRO_OUT_DIR lets parallel
// builds (tests, worktrees) keep their own output.
export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // the app as a request handler, served by our host (src/host/start.ts), which serves the built
  // files compressed and shuts down cleanly
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), tailwind({ applyBaseStyles: false }), devDatabase()],
  devToolbar: { enabled: false },
  server: { port: Number(process.env.PORT) || 4321, host: true },
  security: { checkOrigin: false },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg'] },
  },
});
