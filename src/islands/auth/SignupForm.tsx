// Create Account: Full Name, Email, Contact, Password. A refused signup shows "Signup fail!"
// with the server's message (docs/product.md#errors); the password's rule shows as it is typed.
import { useState } from 'react';
import { api } from '../../lib/api';
import Field from './Field';
import NewPasswordField from './NewPasswordField';
import SubmitButton from './SubmitButton';
import { useAuthSubmit } from './useAuthSubmit';
import { ACCOUNT_LIMITS } from '../../lib/forms/account';

const FIELDS = [
  { key: 'name', label: 'Full Name', type: undefined, autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'contact', label: 'Contact', type: 'tel', autoComplete: 'tel' },
] as const;

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
      {FIELDS.map(({ key, label, type, autoComplete }) => (
        <Field
          key={key}
          id={`signup-${key}`}
          label={label}
          type={type}
          autoComplete={autoComplete}
          maxLength={ACCOUNT_LIMITS[key]}
          value={form[key]}
          onChange={set(key)}
        />
      ))}
      <NewPasswordField
        id="signup-password"
        label="Password"
        email={form.email}
        value={form.password}
        onChange={set('password')}
      />
      <SubmitButton sending={sending} label="Create Account" sendingLabel="Creating account…" />
    </form>
  );
}
