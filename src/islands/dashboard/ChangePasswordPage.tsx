// /dashboard/change-password ("Change Pasword", spelled as in docs/product.md#sidebar): the server answers a new
// token and every older one stops working, so this tab keeps its session with the new token.
import { useState } from 'react';
import { api } from '../../lib/api';
import { newPasswordIssue } from '../../lib/forms/account';
import { passwordChangeSchema, PASSWORD_LIMITS } from '../../lib/forms/passwordChange';
import { renewToken } from '../../stores/sessionActions';
import { AccountLayout } from '../account/AccountLayout';
import { fieldErrors } from '../ui/fieldErrors';
import Field from '../auth/Field';
import NewPasswordField from '../auth/NewPasswordField';
import { FormError } from '../admin/kit/FormError';
import { card, pageTitle, primaryButton } from './ui';
import { useSave } from './useSave';

const LABELS = { currentPassword: 'Current password', newPassword: 'New password' };

export default function ChangePasswordPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout currentPath={currentPath}>
      {(user) => (
        <>
          <h1 className={pageTitle}>Change Pasword</h1>
          <PasswordForm email={user.email} />
        </>
      )}
    </AccountLayout>
  );
}

function PasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const { form, saving, error, errors, refuse, recheck, run } = useSave(LABELS);

  // the server checks the e-mail against the stored account; here the signed-in one stands in
  const check = (now: typeof values) => {
    const parsed = passwordChangeSchema.superRefine(newPasswordIssue('newPassword', () => ({ email }))).safeParse(now);
    return { parsed, problems: parsed.error ? fieldErrors(parsed.error, LABELS) : {} };
  };
  function change(next: typeof values) {
    setValues(next);
    // the new password's own hint takes over from the last submit's error as it is typed
    recheck(check(next).problems);
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { parsed, problems } = check(values);
    if (!parsed.success) return void refuse(problems);
    void run(async () => {
      const res = await api.auth.changePassword(parsed.data);
      renewToken(res.token);
      setValues({ currentPassword: '', newPassword: '' });
      return res.message;
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className={`${card} max-w-xl space-y-4`}>
      <Field
        id="password-currentPassword"
        label={LABELS.currentPassword}
        type="password"
        value={values.currentPassword}
        maxLength={PASSWORD_LIMITS.max}
        autoComplete="current-password"
        required
        error={errors.currentPassword}
        onChange={(e) => change({ ...values, currentPassword: e.target.value })}
      />
      <NewPasswordField
        id="password-newPassword"
        label={LABELS.newPassword}
        email={email}
        currentPassword={values.currentPassword}
        value={values.newPassword}
        required
        error={errors.newPassword}
        aria-describedby="password-hint"
        onChange={(e) => change({ ...values, newPassword: e.target.value })}
      />
      <p id="password-hint" className="text-sm text-ink-muted">
        Your other signed-in devices will be signed out.
      </p>
      <FormError rounded="rounded-lg" message={error} />
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
