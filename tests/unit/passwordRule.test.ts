// The new-password rule (docs/product.md#validation): the part the forms check as you type
// (src/lib/forms/passwordRule.ts, in the sign-up and change schemas) and the server's
// common-password check (src/server/accounts/passwordPolicy.ts).
import { describe, expect, it } from 'vitest';
import { signupSchema } from '../../src/lib/forms/account';
import { passwordChangeSchema } from '../../src/lib/forms/passwordChange';
import { PASSWORD_HINT, PASSWORD_RULE, passwordProblem } from '../../src/lib/forms/passwordRule';
import { assertNewPassword, isCommonPassword } from '../../src/server/accounts/passwordPolicy';

const firstIssue = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error ? `${r.error.issues[0].path.join('.')}: ${r.error.issues[0].message}` : null;

describe('passwordProblem', () => {
  it('wants 8 to 200 characters', () => {
    expect(passwordProblem('')).toBe('must be at least 8 characters');
    expect(passwordProblem('seven77')).toBe('must be at least 8 characters');
    expect(passwordProblem('eight888')).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_RULE.max))).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_RULE.max + 1))).toBe('must be at most 200 characters');
  });

  it('refuses the e-mail and its part before the @, in any case and with spaces around', () => {
    const email = 'Ann.Smith@Shop.test';
    expect(passwordProblem('ann.smith@shop.test', { email })).toBe('must not be your e-mail address');
    expect(passwordProblem(' ANN.SMITH ', { email })).toBe('must not be your e-mail address');
    expect(passwordProblem('ann.smith-2025', { email })).toBeNull();
    expect(passwordProblem('ann.smith@shop.test', {})).toBeNull();
  });

  it('refuses the current password, exactly as typed', () => {
    expect(passwordProblem('old-password-1', { currentPassword: 'old-password-1' })).toBe(
      'must not be your current password',
    );
    expect(passwordProblem('Old-password-1', { currentPassword: 'old-password-1' })).toBeNull();
  });

  it('names the whole rule in the hint', () => {
    expect(PASSWORD_HINT).toBe('At least 8 characters, not your e-mail address and not a commonly used password.');
  });
});

describe('the sign-up and change schemas', () => {
  const signup = { name: 'Ann', email: 'ann@shop.test', contact: '', password: 'kettle-harbour-42' };

  it('sign-up: the password field names the problem', () => {
    expect(signupSchema.safeParse(signup).success).toBe(true);
    expect(firstIssue(signupSchema.safeParse({ ...signup, password: 'short' }))).toBe(
      'password: must be at least 8 characters',
    );
    expect(firstIssue(signupSchema.safeParse({ ...signup, password: 'Ann@Shop.test' }))).toBe(
      'password: must not be your e-mail address',
    );
    expect(firstIssue(signupSchema.safeParse({ ...signup, email: 'annabelle@shop.test', password: 'annabelle' }))).toBe(
      'password: must not be your e-mail address',
    );
  });

  it('change: the new password may not be the current one', () => {
    expect(
      firstIssue(passwordChangeSchema.safeParse({ currentPassword: 'old-password-1', newPassword: 'old-password-1' })),
    ).toBe('newPassword: must not be your current password');
    expect(
      passwordChangeSchema.safeParse({ currentPassword: 'old-password-1', newPassword: 'new-password-2' }).success,
    ).toBe(true);
  });
});

describe('the common-password check (server)', () => {
  it('refuses well-known passwords, their variants and simple patterns', async () => {
    for (const password of [
      'password',
      '12345678',
      'Password1',
      'p@ssw0rd',
      'qwertyuiop',
      'iloveyou1',
      'aaaaaaaa',
      'abcdefgh',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets through passwords that are not', async () => {
    for (const password of ['kettle-harbour-42', 'customer-pass-1', 'new-password-2', 'Tr0ub4dor&3']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });

  it('assertNewPassword: 400 naming the field, the rule before the dictionary', async () => {
    const email = 'ann@shop.test';
    await expect(assertNewPassword('password', 'password', { email })).rejects.toMatchObject({
      status: 400,
      message: 'password: is too common or too easy to guess: please choose another',
    });
    await expect(assertNewPassword('newPassword', 'ann@shop.test', { email })).rejects.toMatchObject({
      status: 400,
      message: 'newPassword: must not be your e-mail address',
    });
    await expect(assertNewPassword('newPassword', 'short', { email })).rejects.toMatchObject({
      message: 'newPassword: must be at least 8 characters',
    });
    await expect(assertNewPassword('password', 'kettle-harbour-42', { email })).resolves.toBeUndefined();
  });
});
