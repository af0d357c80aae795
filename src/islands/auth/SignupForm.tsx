// Create Account: Full Name, Email, Contact, Password. A refused signup shows "Signup fail!"
// with the server's message (docs/product.md#errors).
import { useState } from 'react';
import { api } from '../../lib/api';
import Field from './Field';
import SubmitButton from './SubmitButton';
import { useAuthSubmit } from './useAuthSubmit';
import { ACCOUNT_LIMITS } from '../../lib/forms/account';

export default function SignupForm() {
  const [form, setForm] = useState({ name: '', email: '', contact: '', password: '' });
  const { sending, submit } = useAuthSubmit(() => api.auth.signup(form), 'Signup fail!');
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <form
      className="space-y-4"
      aria-label="Create Account"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        id="signup-name"
        label="Full Name"
        autoComplete="name"
        maxLength={ACCOUNT_LIMITS.name}
        value={form.name}
        onChange={set('name')}
      />
      <Field
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={ACCOUNT_LIMITS.email}
        value={form.email}
        onChange={set('email')}
      />
      <Field
        id="signup-contact"
        label="Contact"
        type="tel"
        autoComplete="tel"
        maxLength={ACCOUNT_LIMITS.contact}
        value={form.contact}
        onChange={set('contact')}
      />
      <Field
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={ACCOUNT_LIMITS.password}
        value={form.password}
        onChange={set('password')}
      />
      <SubmitButton sending={sending} label="Create Account" sendingLabel="Creating account…" />
    </form>
  );
}
