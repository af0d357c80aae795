// The server's side of the password rule (src/lib/forms/passwordRule.ts): the whole rule again,
// with the e-mail of the account, plus the common-password check, whose dictionary stays here
// (docs/product.md#validation). Only passwords being chosen are checked, never at sign-in.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MESSAGES, passwordProblem, type PasswordContext } from '../../lib/forms/passwordRule';
import { badRequest } from '../http/httpError';

/**
 * The zxcvbn score (0 to 4) a new password needs. Below 2 it is guessed within about a million
 * tries: every password of the common list (also capitalised, reversed or in l33t) and simple
 * patterns (repeats, sequences, keyboard rows).
 */
const MIN_SCORE = 2;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use, so a server that never sees a sign-up never holds the dictionary. */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        // only the password list: its word lists would rate any single word as a weak password
        dictionary: { 'passwords-common': common.dictionary['passwords-common'] },
        graphs: common.adjacencyGraphs,
      }),
  );
  return estimator;
}

/** `userInputs`: what the account's owner is known by, which an attacker tries first. */
export async function isCommonPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  return (await zxcvbn()).check(password, userInputs).score < MIN_SCORE;
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
