// Create Account: Full Name, Email, Contact, Password. A refused signup shows "Signup fail!"
// with the server's message (spec section 8).
import { useState } from 'react';
import { api } from '../../lib/api';
import Field from './Field';
import SubmitButton from './SubmitButton';
import { useAuthSubmit } from './useAuthSubmit';

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
      <Field id="signup-name" label="Full Name" autoComplete="name" value={form.name} onChange={set('name')} />
      <Field id="signup-email" label="Email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
      <Field id="signup-contact" label="Contact" type="tel" autoComplete="tel" value={form.contact} onChange={set('contact')} />
      <Field
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
      />
      <SubmitButton sending={sending} label="Create Account" sendingLabel="Creating account…" />
    </form>
  );
}
