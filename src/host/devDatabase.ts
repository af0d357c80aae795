// `npm run dev` prepares the database as `npm start` does (create, migrate, admin, seed, in a
// short child process) before the dev server answers its first request.
import type { AstroIntegration } from 'astro';
import { announce, prepareDatabase, type PrepareResult } from './prepare';

export function devDatabase(): AstroIntegration {
  let prepared: PrepareResult | undefined;
  return {
    name: 'shop:dev-database',
    hooks: {
      'astro:server:setup': async ({ logger }) => {
        logger.info('preparing the database...');
        prepared = await prepareDatabase();
      },
      'astro:server:start': ({ address }) => {
        if (prepared) announce(prepared, `http://localhost:${address.port}`);
      },
    },
  };
}
