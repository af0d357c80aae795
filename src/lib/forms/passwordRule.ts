// The rule for a password someone chooses (sign-up, change; a reset later), in one place for the
// server's schemas and the islands' hints (docs/product.md#validation). Only the parts a browser
// can check cheaply live here: the common-password check needs a list far larger than an island
// may ship, so the server runs it (src/server/accounts/passwordPolicy.ts) and its 400 names the
// field like these. Sign-in never checks the rule: accounts made before it keep working.

export const PASSWORD_RULE = { min: 8, max: 200 } as const;

/** The line under a new-password field until what is typed breaks the rule. */
export const PASSWORD_HINT = `At least ${PASSWORD_RULE.min} characters, not your e-mail address and not a commonly used password.`;

export const PASSWORD_MESSAGES = {
  short: `must be at least ${PASSWORD_RULE.min} characters`,
  long: `must be at most ${PASSWORD_RULE.max} characters`,
  email: 'must not be your e-mail address',
  current: 'must not be your current password',
  common: 'is too common or too easy to guess: please choose another',
} as const;

export interface PasswordContext {
  /** the account's e-mail: neither it nor its part before the @ may be the password */
  email?: string;
  /** on a change: the new password must differ from it */
  currentPassword?: string;
}

/** What the password breaks, as the end of a "<field>: ..." message, or null when it passes. */
export function passwordProblem(password: string, { email, currentPassword }: PasswordContext = {}): string | null {
  if (password.length < PASSWORD_RULE.min) return PASSWORD_MESSAGES.short;
  if (password.length > PASSWORD_RULE.max) return PASSWORD_MESSAGES.long;
  const address = email?.trim().toLowerCase();
  if (address) {
    const typed = password.trim().toLowerCase();
    const local = address.split('@')[0];
    if (typed === address || (local && typed === local)) return PASSWORD_MESSAGES.email;
  }
  if (currentPassword && password === currentPassword) return PASSWORD_MESSAGES.current;
  return null;
}
