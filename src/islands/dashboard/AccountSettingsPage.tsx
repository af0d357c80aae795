// /dashboard/account-settings: the customer's name and contact (e-mail is the sign-in and stays).
import { useState } from 'react';
import { api } from '../../lib/api';
import { profileSchema, PROFILE_LIMITS } from '../../lib/forms/profile';
import type { User } from '../../lib/types';
import { setUser } from '../../stores/sessionActions';
import { AccountLayout } from '../account/AccountLayout';
import { fieldErrors } from '../ui/fieldErrors';
import Field from '../auth/Field';
import { FormError } from '../admin/kit/FormError';
import { card, pageTitle, primaryButton } from './ui';
import { useSave } from './useSave';

const LABELS = { name: 'Name', contact: 'Contact' };

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
  const { form, saving, error, errors, refuse, recheck, run } = useSave(LABELS);
  const check = (values: { name: string; contact: string }) => {
    const parsed = profileSchema.safeParse(values);
    return { parsed, problems: parsed.error ? fieldErrors(parsed.error, LABELS) : {} };
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { parsed, problems } = check({ name, contact });
    if (!parsed.success) return void refuse(problems);
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
    <form ref={form} onSubmit={submit} noValidate className={`${card} max-w-xl space-y-4`}>
      <Field id="settings-email" label="Email" value={user.email} readOnly disabled />
      <Field
        id="settings-name"
        label={LABELS.name}
        value={name}
        maxLength={PROFILE_LIMITS.name}
        autoComplete="name"
        required
        onChange={(e) => {
          setName(e.target.value);
          recheck(check({ name: e.target.value, contact }).problems);
        }}
        error={errors.name}
      />
      <Field
        id="settings-contact"
        label={LABELS.contact}
        type="tel"
        value={contact}
        maxLength={PROFILE_LIMITS.contact}
        autoComplete="tel"
        onChange={(e) => {
          setContact(e.target.value);
          recheck(check({ name, contact: e.target.value }).problems);
        }}
        error={errors.contact}
      />
      <FormError rounded="rounded-lg" message={error} />
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
