// /dashboard/account-settings: the customer's name and contact (e-mail is the sign-in and stays).
import { useState } from 'react';
import { api } from '../../lib/api';
import { profileSchema, PROFILE_LIMITS } from '../../lib/forms/profile';
import type { User } from '../../lib/types';
import { setUser } from '../../stores/sessionActions';
import { AccountLayout } from '../account/AccountLayout';
import { fieldErrors, type FieldErrors } from '../ui/fieldErrors';
import Field from '../auth/Field';
import { FormError } from './FormError';
import { card, pageTitle, primaryButton } from './ui';
import { useSave } from './useSave';

export default function AccountSettingsPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout currentPath={currentPath}>
      {(user) => (
        <>
          <h1 className={pageTitle}>Account Settings</h1>
          <SettingsForm user={user} />
        </>
      )}
    </AccountLayout>
  );
}

function SettingsForm({ user }: { user: User }) {
  const [name, setName] = useState(user.name);
  const [contact, setContact] = useState(user.contact ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, error, run } = useSave();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = profileSchema.safeParse({ name, contact });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, { name: 'Name', contact: 'Contact' }));
    setErrors({});
    void run(async () => {
      const res = await api.auth.updateProfile({
        name: parsed.data.name,
        contact: parsed.data.contact ?? null,
      });
      setUser(res.user);
      return res.message;
    });
  }

  return (
    <form onSubmit={submit} noValidate className={`${card} max-w-xl space-y-4`}>
      <Field id="settings-email" label="Email" value={user.email} readOnly disabled />
      <Field
        id="settings-name"
        label="Name"
        value={name}
        maxLength={PROFILE_LIMITS.name}
        autoComplete="name"
        required
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <Field
        id="settings-contact"
        label="Contact"
        type="tel"
        value={contact}
        maxLength={PROFILE_LIMITS.contact}
        autoComplete="tel"
        onChange={(e) => setContact(e.target.value)}
        error={errors.contact}
      />
      <FormError message={error} />
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
