// The API projects' global setup: one shop prepared from nothing before a project's files run
// (database created and migrated, the harness's admin made, the sample shop seeded with its
// images), which tests/api/harness.ts copies for each new server whose settings would not have
// prepared it differently. Preparing is most of a fresh server's start; a copy of its data dir,
// and on PostgreSQL a database made from it as a template, takes a fraction of that. Servers in
// a bucket project (SHOP_TEST_STORAGE=s3) and every test of preparation itself start from nothing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { SECRET_FILE } from '../../src/server/accounts/authSecret';
import { runNode } from '../helpers/runNode';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN = { email: 'admin@shop.test', password: 'admin-pass-123' };

export interface PreparedShop {
  dataDir: string;
  /** the PostgreSQL database to copy (postgres runs only) */
  database: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    preparedShop: PreparedShop | null;
  }
}

/** Settings that change what a start prepares: a server given any of them prepares its own. */
const PREPARING_SETTINGS = [
  'DATA_DIR',
  'DATABASE_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'UPLOAD_DIR',
  'ORPHAN_MIN_AGE_SECONDS',
  'DB_WAIT_SECONDS',
  'PGLITE_SHARED_BUFFERS_MB',
  'MIGRATIONS_DIR',
];

export function mayStartPrepared(env: Record<string, string>): boolean {
  return Object.keys(env).every((name) => !PREPARING_SETTINGS.includes(name) && !name.startsWith('S3_'));
}

export function distFile(...parts: string[]): string {
  return path.resolve(ROOT, process.env.ASTRO_OUT_DIR || 'dist', ...parts);
}

/** A new, empty database on TEST_DATABASE_URL's server (a copy of `template` when given). */
export async function createTestDatabase(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('SHOP_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `shop_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The prepared shop's files into `dataDir` (a new server's secret is its own), and its database
 *  copied when there is one. */
export async function copyPreparedShop(prepared: PreparedShop, dataDir: string) {
  await fs.cp(prepared.dataDir, dataDir, {
    recursive: true,
    filter: (source) => path.basename(source) !== SECRET_FILE,
  });
  return prepared.database ? createTestDatabase(prepared.database) : null;
}

/** Runs the build's database preparation, as a server's start does, and fails with its output. */
async function runPreparation(env: Record<string, string>): Promise<void> {
  const run = await runNode(ROOT, [distFile('server', 'prepareDatabase.mjs')], { ...env, LOG_LEVEL: 'warn' });
  if (run.code !== 0) throw new Error(`Preparing the shared test shop failed (exit ${run.code}):\n${run.output}`);
}

export default async function setup(project: TestProject) {
  const env = project.config.env ?? {};
  if (env.SHOP_TEST_STORAGE === 's3') {
    project.provide('preparedShop', null);
    return;
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-api-prepared-'));
  const database = env.SHOP_TEST_DB === 'postgres' ? await createTestDatabase() : null;
  const removeAll = async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await runPreparation({
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
  } catch (err) {
    await removeAll();
    throw err;
  }
  project.provide('preparedShop', { dataDir, database: database?.name ?? null });
  return removeAll;
}
