// One save at a time for the customer area's forms: the success toast, the server's message on
// failure, and a refused token handled like everywhere else (sign out, /auth).
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';

export function useSave() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  async function run(work: () => Promise<string>) {
    if (saving) return;
    setSaving(true);
    setError('');
    try {
      toast.success(await work());
    } catch (err) {
      if (!handledAuthFailure(err)) setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }
  return { saving, error, run };
}
