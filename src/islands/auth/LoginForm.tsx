// Login: email, password with a Show button, Forgot Password link. Checked with the server's
// schema before sending, every problem beside its field (docs/product.md#validation); the
// server's refusal ("Invalid email or password.") is an error toast.
import { useState } from 'react';
import { api } from '../../lib/api';
import { signinSchema } from '../../lib/forms/account';
import Field from './Field';
import ShowPasswordButton from './ShowPasswordButton';
import SubmitButton from './SubmitButton';
import { useAuthForm } from './useAuthSubmit';

const LABELS = { email: 'Email', password: 'Password' };
type Values = Record<keyof typeof LABELS, string>;

export default function LoginForm() {
  const [shown, setShown] = useState(false);
  const { values, form, sending, errors, set, onSubmit } = useAuthForm<Values>(
    { email: '', password: '' },
    signinSchema,
    api.auth.signin,
    { labels: LABELS },
  );

  return (
    <form ref={form} className="space-y-4" aria-label="Login" noValidate onSubmit={onSubmit}>
      <Field
        id="login-email"
        label={LABELS.email}
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={set('email')}
      />
      <Field
        id="login-password"
        label={LABELS.password}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={set('password')}
        addon={<ShowPasswordButton controls="login-password" shown={shown} onToggle={() => setShown((s) => !s)} />}
      />
      <div className="flex justify-end">
        <a href="/forgot-password" className="text-sm font-semibold text-brand-600 underline-offset-4 hover:underline">
          Forgot Password
        </a>
      </div>
      <SubmitButton sending={sending} label="Login" sendingLabel="Signing in…" />
    </form>
  );
}
