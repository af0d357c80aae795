// What `npm run backup` and `npm run restore` share: one file argument, a valid configuration,
// and the embedded setup (PostgreSQL and buckets have their own tools, which each command names).
import { config, configProblem } from '../../src/server/config';

/** Ends the command with `message` on stderr. */
export function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** The command's one file argument, once the setup is one it can handle. */
export function embeddedShopFile(usage: string, refusals: { postgres: string; bucket: (bucket: string) => string }) {
  const [file, ...extra] = process.argv.slice(2);
  if (!file || extra.length || file.startsWith('-')) stop(usage);
  const problem = configProblem();
  if (problem) stop(problem);
  if (config.databaseUrl) stop(refusals.postgres);
  if (config.s3) stop(refusals.bucket(config.s3.bucket));
  return file;
}
