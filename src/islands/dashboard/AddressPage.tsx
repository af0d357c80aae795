// /dashboard/address: the saved shipping address checkout starts from.
import { useState } from 'react';
import { api } from '../../lib/api';
import { addressSchema, EMPTY_ADDRESS } from '../../lib/forms/address';
import type { Address } from '../../lib/types';
import type { User } from '../../lib/types';
import { setUser } from '../../stores/sessionActions';
import { AccountLayout } from '../account/AccountLayout';
import { ADDRESS_LABELS, AddressFields } from '../account/AddressFields';
import { fieldErrors, type FieldErrors } from '../ui/fieldErrors';
import { FormError } from './FormError';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, error, run } = useSave();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = addressSchema.safeParse(address);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error, ADDRESS_LABELS));
    setErrors({});
    void run(async () => {
      const res = await api.auth.updateProfile({ savedAddress: parsed.data });
      setUser(res.user);
      return 'Address saved';
    });
  }

  return (
    <form onSubmit={submit} noValidate className={`${card} max-w-2xl space-y-4`}>
      <p className="text-sm text-ink-muted">Checkout fills in this address for you.</p>
      <AddressFields idPrefix="address" value={address} errors={errors} onChange={setAddress} />
      <FormError message={error} />
      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? 'Saving…' : 'Save address'}
      </button>
    </form>
  );
}
