// Login: email, password with a Show button, Forgot Password link. No client checks beyond
// the email input type (docs/product.md#validation); the server's message says what is wrong.
import { useState } from 'react';
import { api } from '../../lib/api';
import Field from './Field';
import ShowPasswordButton from './ShowPasswordButton';
import SubmitButton from './SubmitButton';
import { useAuthSubmit } from './useAuthSubmit';

export default function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const { sending, submit } = useAuthSubmit(() => api.auth.signin({ email, password }));

  return (
    <form
      className="space-y-4"
      aria-label="Login"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        id="login-password"
        label="Password"
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
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
