// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';
import { loadBuildConfig } from './src/server/config.ts';
import { shopServer } from './src/host/integration.ts';

// SITE_URL feeds canonical URLs, Open Graph and the sitemap; ASTRO_OUT_DIR lets parallel
// builds (tests, worktrees) keep their own output. Read through the shop's configuration so a bad
// value stops the build with the same one-line message the server gives.
const build = loadBuildConfig();

export default defineConfig({
  site: build.siteUrl,
  output: 'static',
  outDir: build.outDir,
  // the app as a request handler, served by our host (src/host/start.ts), which serves the built
  // files compressed and shuts down cleanly
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), tailwind({ applyBaseStyles: false }), shopServer()],
  devToolbar: { enabled: false },
  server: { port: build.port, host: true },
  security: { checkOrigin: false },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'pino', 'pino-pretty', 'pdfkit'] },
  },
});
