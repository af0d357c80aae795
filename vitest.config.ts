import { defineConfig } from 'vitest/config';

// `unit`: pure modules, fast. `api`: starts the real built server over HTTP (npm run build first);
// files run one after another in one fork, each file starting its own server.
// `api-pg` runs the same API files against PostgreSQL when TEST_DATABASE_URL is set, after `api`.
const apiProject = (
  name: string,
  env: Record<string, string>,
  order: number,
  include = ['tests/api/**/*.test.ts'],
) => ({
  test: {
    name,
    include,
    env,
    testTimeout: 240_000,
    hookTimeout: 300_000,
    // one shop prepared per project, copied for each server (tests/api/preparedShop.ts)
    globalSetup: ['tests/api/preparedShop.ts'],
    pool: 'forks' as const,
    poolOptions: { forks: { singleFork: true } },
    sequence: { groupOrder: order },
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      { test: { name: 'dev', include: ['tests/dev/**/*.test.ts'], testTimeout: 340_000, hookTimeout: 200_000 } },
      apiProject('api', { SHOP_TEST_DB: 'pglite' }, 1),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', { SHOP_TEST_DB: 'postgres' }, 2)] : []),
      // the image test set, the orphan checks and the scale-out tests again with images in a bucket (s3rver)
      apiProject(
        'api-s3',
        { SHOP_TEST_DB: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite', SHOP_TEST_STORAGE: 's3' },
        3,
        [
          'tests/api/catalog.http.test.ts',
          'tests/api/seed.test.ts',
          'tests/api/catalog.scaleout.test.ts',
          'tests/api/storage.test.ts',
        ],
      ),
    ],
  },
});
