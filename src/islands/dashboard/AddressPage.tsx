// /dashboard/address: the saved shipping address checkout starts from.
import { useState } from 'react';
import { api } from '../../lib/api';
import { addressSchema, EMPTY_ADDRESS } from '../../lib/forms/address';
import type { Address } from '../../lib/types';
import type { User } from '../../lib/types';
import { setUser } from '../../stores/sessionActions';
import { AccountLayout } from '../account/AccountLayout';
import { ADDRESS_LABELS, AddressFields } from '../account/AddressFields';
import { fieldErrors } from '../ui/fieldErrors';
import { FormError } from '../admin/kit/FormError';
import { card, pageTitle, primaryButton } from './ui';
import { useSave } from './useSave';

export default function AddressPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout currentPath={currentPath}>
      {(user) => (
        <>
          <h1 className={pageTitle}>Address</h1>
          <AddressForm user={user} />
        </>
      )}
    </AccountLayout>
  );
}

function AddressForm({ user }: { user: User }) {
  const [address, setAddress] = useState<Address>(
    user.savedAddress ?? { ...EMPTY_ADDRESS, name: user.name, phone: user.contact ?? '' },
  );
  const { form, saving, error, errors, refuse, recheck, run } = useSave(ADDRESS_LABELS);
  const check = (value: Address) => {
    const parsed = addressSchema.safeParse(value);
    return { parsed, problems: parsed.error ? fieldErrors(parsed.error, ADDRESS_LABELS) : {} };
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const { parsed, problems } = check(address);
    if (!parsed.success) return void refuse(problems);
    void run(async () => {
      const res = await api.auth.updateProfile({ savedAddress: parsed.data });
      setUser(res.user);
      return 'Address saved';
    });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className={`${card} max-w-2xl space-y-4`}>
      <p className="text-sm text-ink-muted">Checkout fills in this address for you.</p>
      <AddressFields
        idPrefix="address"
        value={address}
        errors={errors}
        onChange={(next) => {
          setAddress(next);
          recheck(check(next).problems);
        }}
      />
      <FormError rounded="rounded-lg" message={error} />
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}
