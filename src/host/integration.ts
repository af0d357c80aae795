// How Astro builds and runs the shop's own server parts. `astro build` compiles the production
// host (start.ts) and the database preparation (prepareDatabase.ts) in the same Vite build as the
// app, so they share its chunks: one copy of every server module per process, plain JavaScript
// at run time. It keeps the code every shop page shares in one client chunk (shopChunk), and
// compresses the built text files once (brotli and gzip beside each), which the host serves as
// they are. `astro dev` prepares the database before the first request, starts the mail
// delivery loop and readies each request's method as the production host does.
import { promises as fs } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { SHELL_FILE } from '../server/content/shellFile';
import { compress } from '../server/http/encoding';
import { announce, listeningUrl } from './announce';
import { prepareDatabase, type PrepareResult } from './prepare';

/** Entry points compiled beside the app's entry.mjs (dist/server/<name>.mjs). */
const HOST_ENTRIES = ['start.ts', 'prepareDatabase.ts'].map((file) =>
  fileURLToPath(new URL(`./${file}`, import.meta.url)),
);

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|txt|xml|webmanifest)$/;

function hostEntries(): Plugin {
  return {
    name: 'shop:host-entries',
    options(options) {
      const input = options.input;
      if (Array.isArray(input)) return { ...options, input: [...input, ...HOST_ENTRIES] };
      if (typeof input === 'string') return { ...options, input: [input, ...HOST_ENTRIES] };
      const named = Object.fromEntries(HOST_ENTRIES.map((file) => [path.basename(file, '.ts'), file]));
      return { ...options, input: { ...input, ...named } };
    },
  };
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/**
 * The browser code every shop page shares, as one file: the shell's script (ShopLayout.astro) with
 * the session, cart, wishlist and product-tile code and the loader of lazy imports. Left to
 * itself Rollup cuts these into a file per set of pages that share them, and a product page
 * then waited on eight small scripts over a phone's few connections; now a page loads this file
 * (cached across pages) and at most one script of its own. Everything in it runs on every page,
 * so it holds only code that does nothing where its elements are absent. A module that pages'
 * scripts come to share belongs here too: otherwise Rollup gives it a file of its own, found only
 * a round trip later, and tests/api/server.test.ts fails.
 */
const SHOP_CHUNK_MODULES = [
  /\/src\/components\/ShopLayout\.astro\?astro&type=script/,
  /\/src\/components\/shell(Menus|Session)\.ts$/,
  /\/src\/stores\/(session|persisted|cart|cartLogic|wishlist|wishlistLogic|wishlistState|toasts)\.ts$/,
  /\/src\/islands\/storefront\/cartToast\.ts$/,
  /\/src\/components\/product\/(wishlistHearts|tileCart)\.ts$/,
  /\/node_modules\/nanostores\//,
  /vite\/preload-helper/,
];

function shopChunk(): Plugin {
  return {
    name: 'shop:shop-chunk',
    outputOptions(options) {
      const manualChunks = (id: string) => (SHOP_CHUNK_MODULES.some((module) => module.test(id)) ? 'shop' : undefined);
      return { ...options, manualChunks };
    },
  };
}

/**
 * Zod 4.5+ explains its own `@__PURE__` annotations in prose comments ("Wrapped in a `@__PURE__`
 * IIFE ..."), which Rollup reads as misplaced annotations and warns about on every build
 * (colinhacks/zod#6619). Quoted in backticks it is never a real annotation: without its sigil
 * the comment says the same and Rollup has nothing to warn about. A no-op once zod rewords them.
 */
function zodProseComments(): Plugin {
  const QUOTED_ANNOTATION = /`[@#](__PURE__)`/g;
  return {
    name: 'shop:zod-prose-comments',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/node_modules/zod/')) return null;
      const quieted = code.replace(QUOTED_ANNOTATION, '`$1`');
      return quieted === code ? null : { code: quieted, map: null };
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every built text file, each where it is smaller. Done
 * once at build time, so small files are worth it too (MIN_COMPRESS_BYTES is for answers
 * compressed at run time): a product page loads a dozen scripts of under 1 KB.
 */
async function precompress(dir: string): Promise<number> {
  let count = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = await fs.readFile(file);
    const [br, gzip] = await Promise.all([compress(raw, 'br', 'build'), compress(raw, 'gzip', 'build')]);
    const smaller = (
      [
        [`${file}.br`, br],
        [`${file}.gz`, gzip],
      ] as const
    ).filter(([, bytes]) => bytes.length < raw.length);
    await Promise.all(smaller.map(([name, bytes]) => fs.writeFile(name, bytes)));
    if (smaller.length) count++;
  }
  return count;
}

export function shopServer(): AstroIntegration {
  let prepared: PrepareResult | undefined;
  let clientDir = '';
  return {
    name: 'shop:server',
    hooks: {
      'astro:config:done': ({ config }) => {
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:build:setup': ({ vite, target }) => {
        const quiet = zodProseComments();
        if (target === 'server') vite.plugins = [...(vite.plugins ?? []), quiet, hostEntries()];
        else vite.plugins = [...(vite.plugins ?? []), quiet, shopChunk()];
      },
      'astro:build:done': async ({ logger }) => {
        // beside client/, not in it: only the server reads it (src/pages/shell-content.json.ts)
        await fs.rename(path.join(clientDir, SHELL_FILE), path.join(clientDir, '..', SHELL_FILE));
        const count = await precompress(clientDir);
        logger.info(`compressed ${count} built files (brotli and gzip)`);
      },
      'astro:server:setup': async ({ logger, server }) => {
        // before Astro's own handler (added after this hook), as the production host does
        const [methods, edge] = await Promise.all([
          server.ssrLoadModule('/src/server/http/methods.ts') as Promise<typeof import('../server/http/methods')>,
          server.ssrLoadModule('/src/server/http/edge.ts') as Promise<typeof import('../server/http/edge')>,
        ]);
        server.middlewares.use((req, res, next) => {
          const requestId = edge.requestIdOf(req.headers['x-request-id'] as string | undefined);
          if (!methods.methodForApp(req, res, requestId)) next();
        });
        if (server.httpServer)
          methods.answerConnectRequests(server.httpServer as Server, (req, res) => void server.middlewares(req, res));
        logger.info('preparing the database...');
        const file = fileURLToPath(new URL('./prepareDatabase.ts', import.meta.url));
        prepared = await prepareDatabase({ file, execArgv: ['--import', 'tsx'] });
        // through Vite, so the loop shares the app's modules (a queued mail wakes it at once)
        const [mail, db, sweeper] = await Promise.all([
          server.ssrLoadModule('/src/server/mail/delivery.ts') as Promise<typeof import('../server/mail/delivery')>,
          server.ssrLoadModule('/src/server/db/client.ts') as Promise<typeof import('../server/db/client')>,
          server.ssrLoadModule('/src/server/payments/reservationSweeper.ts') as Promise<
            typeof import('../server/payments/reservationSweeper')
          >,
        ]);
        await mail.startMailDelivery(db.getDb).catch((err: Error) => logger.error(`No mail delivery: ${err.message}`));
        sweeper.startReservationSweeper(db.getDb);
      },
      'astro:server:start': ({ address }) => {
        if (prepared) announce(prepared, listeningUrl(address));
      },
    },
  };
}
