// `npm run dev` prepares the database as `npm start` does (create, migrate, admin, seed, in a
// short child process) before the dev server answers its first request.
import type { AstroIntegration } from 'astro';
import { announce, prepareDatabase } from './prepare';

export function devDatabase(): AstroIntegration {
  return {
    name: 'shop:dev-database',
    hooks: {
      'astro:server:setup': async ({ logger }) => {
        logger.info('preparing the database...');
        const prepared = await prepareDatabase();
        announce(prepared, `http://localhost:${Number(process.env.PORT) || 4321}`);
      },
    },
  };
}
