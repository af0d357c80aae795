// /dashboard/change-password ("Change Pasword", spelled as in docs/product.md#sidebar): the server answers a new
// token and every older one stops working, so this tab keeps its session with the new token.
import { useState } from 'react';
import { api } from '../../lib/api';
import { passwordChangeSchema, PASSWORD_LIMITS } from '../../lib/forms/passwordChange';
import { renewToken } from '../../stores/sessionActions';
import { AccountLayout } from '../account/AccountLayout';
import { fieldErrors, type FieldErrors } from '../ui/fieldErrors';
import Field from '../auth/Field';
import { FormError } from './FormError';
import { card, pageTitle, primaryButton } from './ui';
import { useSave } from './useSave';

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

export default function ChangePasswordPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout currentPath={currentPath}>
      {() => (
        <>
          <h1 className={pageTitle}>Change Pasword</h1>
          <PasswordForm />
        </>
      )}
    </AccountLayout>
  );
}

function PasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, error, run } = useSave();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = passwordChangeSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, LABELS));
    setErrors({});
    void run(async () => {
      const res = await api.auth.changePassword(parsed.data);
      renewToken(res.token);
      setValues({ currentPassword: '', newPassword: '' });
      return res.message;
    });
  }

  return (
    <form onSubmit={submit} noValidate className={`${card} max-w-xl space-y-4`}>
      {(['currentPassword', 'newPassword'] as const).map((key) => (
        <Field
          key={key}
          id={`password-${key}`}
          label={LABELS[key]}
          type="password"
          value={values[key]}
          maxLength={PASSWORD_LIMITS.max}
          minLength={key === 'newPassword' ? PASSWORD_LIMITS.min : undefined}
          autoComplete={key === 'newPassword' ? 'new-password' : 'current-password'}
          required
          error={errors[key]}
          aria-describedby={key === 'newPassword' ? 'password-hint' : undefined}
          onChange={(e) => setValues({ ...values, [key]: e.target.value })}
        />
      ))}
      <p id="password-hint" className="text-sm text-ink-muted">
        At least {PASSWORD_LIMITS.min} characters. Your other signed-in devices will be signed out.
      </p>
      <FormError message={error} />
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
