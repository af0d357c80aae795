// The server's side of the password rule (src/lib/forms/passwordRule.ts): the whole rule again,
// with the e-mail of the account, plus the common-password check, whose dictionary stays here
// (docs/product.md#validation). Only passwords being chosen are checked, never at sign-in.
//
// The common-password check (zxcvbn) is plain JavaScript that can take a core for a long
// moment, so it runs in worker threads (../workerPool.ts) under cpuBound's limit and queue: a
// burst of sign-ups never holds the thread that answers requests.
import { createRequire } from 'node:module';
import { PASSWORD_MESSAGES, passwordProblem, type PasswordContext } from '../../lib/forms/passwordRule';
import { cpuBound, cpuBoundConcurrency } from '../cpuBound';
import { badRequest } from '../http/httpError';
import { workerPool, type WorkerPool } from '../workerPool';

/**
 * The zxcvbn score (0 to 4) a new password needs. Below 2 it is guessed within about a million
 * tries: every password of the common list (also capitalised, reversed or in l33t) and simple
 * patterns (repeats, sequences, keyboard rows).
 */
const MIN_SCORE = 2;

/**
 * zxcvbn's own `maxLength`: only this many first characters are judged. Its cost grows fast with
 * the length, and a password this long is never on a common list.
 */
export const STRENGTH_PREFIX = 64;

/** A worker with nothing to judge for this long ends, and its dictionary's memory with it. */
const IDLE_MS = 30_000;

// The worker is evaluated from this text, so it runs the same under `astro dev`, the built
// server and the tests; it loads zxcvbn from the paths the app itself resolves.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
let estimator;
function load() {
  const { ZxcvbnFactory } = require(workerData.core);
  const common = require(workerData.common);
  // only the password list: its word lists would rate any single word as a weak password
  return new ZxcvbnFactory({
    maxLength: workerData.maxLength,
    dictionary: { 'passwords-common': common.dictionary['passwords-common'] },
    graphs: common.adjacencyGraphs,
  });
}
parentPort.on('message', ({ id, input }) => {
  try {
    estimator ??= load();
    parentPort.postMessage({ id, output: estimator.check(input.password, input.userInputs).score });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

interface StrengthInput {
  password: string;
  userInputs: string[];
}

let pool: WorkerPool<StrengthInput, number> | undefined;

function strengthPool(): WorkerPool<StrengthInput, number> {
  if (!pool) {
    const require = createRequire(import.meta.url);
    pool = workerPool<StrengthInput, number>({
      source: WORKER_SOURCE,
      workerData: {
        core: require.resolve('@zxcvbn-ts/core'),
        common: require.resolve('@zxcvbn-ts/language-common'),
        maxLength: STRENGTH_PREFIX,
      },
      size: cpuBoundConcurrency(),
      idleMs: IDLE_MS,
    });
  }
  return pool;
}

/** `userInputs`: what the account's owner is known by, which an attacker tries first. */
export async function isCommonPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  const score = await cpuBound(() => strengthPool().run({ password, userInputs }));
  return score < MIN_SCORE;
}

/** Ends the strength workers now (tests; a server lets them end when idle). */
export async function closeStrengthWorkers(): Promise<void> {
  await pool?.close();
}

/** The 400 "<field>: ..." for a new password that breaks the rule; `email` is the account's. */
export async function assertNewPassword(
  field: string,
  password: string,
  context: PasswordContext & { email: string },
): Promise<void> {
  const problem = passwordProblem(password, context);
  if (problem) throw badRequest(`${field}: ${problem}`);
  const email = context.email.trim().toLowerCase();
  if (await isCommonPassword(password, [email, email.split('@')[0]]))
    throw badRequest(`${field}: ${PASSWORD_MESSAGES.common}`);
}
