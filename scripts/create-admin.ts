// npm run create-admin -- --email E --password P [--name N] [--role admin|editor]
// Creates an admin account (or a content editor's), or gives an existing account that role and
// that password.
// Works on the embedded database (only while no server has it open) and on DATABASE_URL.
import { parseArgs } from 'node:util';
import { config, configProblem } from '../src/server/config';
import { closeDb, getDb } from '../src/server/db/client';
import { DataDirLockedError, dataDirLockHolder } from '../src/server/db/lock';
import { HttpError } from '../src/server/http/httpError';
import { upsertAdmin } from '../src/server/accounts/users';

const USAGE =
  'Usage: npm run create-admin -- --email <e-mail> --password <at least 8 characters> [--name <name>] [--role admin|editor]';

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
    },
    strict: true,
  }).values;
} catch (err) {
  stop(`${(err as Error).message}\n${USAGE}`);
}
if (!args.email || !args.password) stop(USAGE);
const role = args.role;
if (role !== 'admin' && role !== 'editor') stop(`--role must be admin or editor.\n${USAGE}`);
const problem = configProblem();
if (problem) stop(problem);

if (!config.databaseUrl) {
  const holder = dataDirLockHolder(config.dataDir);
  if (holder) {
    stop(
      `A running shop (pid ${holder}) has the embedded database in ${config.dataDir} open. ` +
        'Stop it first (Ctrl+C), run this command, then start the shop again.',
    );
  }
}

try {
  const db = await getDb();
  const { user, created } = await upsertAdmin(db, {
    email: args.email,
    password: args.password,
    name: args.name,
    role,
  });
  const what = role === 'admin' ? 'an admin' : 'a content editor';
  console.log(
    created
      ? `${role === 'admin' ? 'Admin' : 'Content editor'} account created: ${user.email}`
      : `Account ${user.email} is now ${what}, with the given password.`,
  );
} catch (err) {
  if (err instanceof DataDirLockedError || err instanceof HttpError) stop(err.message);
  console.error(`Creating the ${role === 'admin' ? 'admin' : 'content editor'} failed:`, err);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => undefined);
}
process.exit(process.exitCode ?? 0);
