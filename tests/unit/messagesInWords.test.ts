// The server's 400 names its field by key ("newPassword: ..."); the forms show it by the label
// they give the field, and the sign-up and sign-in schemas say "is required" of an empty field.
import { describe, expect, it } from 'vitest';
import { signinSchema, signupSchema } from '../../src/lib/forms/account';
import { fieldErrors } from '../../src/islands/ui/fieldErrors';
import { inWords, serverFieldError } from '../../src/islands/ui/serverMessages';

const PASSWORD_LABELS = { currentPassword: 'Current password', newPassword: 'New password' };
const SIGNUP_LABELS = { name: 'Full Name', email: 'Email', contact: 'Contact', password: 'Password' };

describe("server messages in the form's words", () => {
  it('names a labelled field by its label, for the field it concerns', () => {
    const message = 'newPassword: is too common or too easy to guess: please choose another';
    expect(serverFieldError(message, PASSWORD_LABELS)).toEqual({
      field: 'newPassword',
      text: 'New password is too common or too easy to guess: please choose another',
    });
    expect(inWords(message, PASSWORD_LABELS)).toBe(
      'New password is too common or too easy to guess: please choose another',
    );
  });

  it('keeps a message that is a sentence of its own without the label', () => {
    expect(serverFieldError('category: No category with this id exists.', { category: 'Category' })).toEqual({
      field: 'category',
      text: 'No category with this id exists.',
    });
  });

  it('leaves out a key labelled empty, and keeps any other message as it is', () => {
    const token = 'token: this password reset link has expired. Ask for a new one.';
    expect(inWords(token, { token: '' })).toBe('This password reset link has expired. Ask for a new one.');
    expect(serverFieldError('Invalid email or password.', SIGNUP_LABELS)).toBeNull();
    expect(inWords('Invalid email or password.', SIGNUP_LABELS)).toBe('Invalid email or password.');
    expect(inWords('price: must be a number', PASSWORD_LABELS)).toBe('price: must be a number');
    // a key that is only an object's own property by inheritance is no label
    expect(serverFieldError('constructor: is odd', SIGNUP_LABELS)).toBeNull();
  });

  it('names a nested path by its last part in words, without claiming the field', () => {
    expect(serverFieldError('savedAddress.city: is required', { city: 'City' })).toBeNull();
    expect(inWords('savedAddress.city: is required', { city: 'City' })).toBe('City is required');
  });
});

describe('sign-up and sign-in checks', () => {
  it('shows every problem of an empty sign-up at once, "is required" for each required field', () => {
    const parsed = signupSchema.safeParse({ name: '', email: '', contact: '', password: '' });
    expect(fieldErrors(parsed.error!, SIGNUP_LABELS)).toEqual({
      name: 'Full Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('says what a filled field must be once it is not empty', () => {
    const parsed = signupSchema.safeParse({ name: 'Ann', email: 'ann', contact: '', password: 'short' });
    expect(fieldErrors(parsed.error!, SIGNUP_LABELS)).toEqual({
      email: 'Email must be a valid e-mail address',
      password: 'Password must be at least 8 characters',
    });
    const signin = signinSchema.safeParse({ email: ' ', password: '' });
    expect(fieldErrors(signin.error!, { email: 'Email', password: 'Password' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
});
