// Shared by both auth forms: send once at a time, toast the server's words, and on success
// store the session and go home (docs/product.md#states), or back to the page that sent the
// shopper here (`?next=`, e.g. checkout). Success toasts sit top-center (docs/product.md#limits).
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api';
import type { AuthResponse } from '../../lib/types';
import { safeNext } from '../../lib/safeNext';
import { signIn } from '../../stores/session';

/** long enough to read the toast before the page changes; the home page has no toasts */
const REDIRECT_DELAY_MS = 1500;

export function useAuthSubmit(send: () => Promise<AuthResponse>, failurePrefix?: string) {
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    setSending(true);
    try {
      const { token, user, message } = await send();
      signIn(token, user);
      toast.success(message, { position: 'top-center', autoClose: 5000 });
      window.setTimeout(() => window.location.assign(safeNext(window.location.search)), REDIRECT_DELAY_MS);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast.error(failurePrefix ? `${failurePrefix} ${message}` : message);
      setSending(false);
    }
  }

  return { sending, submit };
}
