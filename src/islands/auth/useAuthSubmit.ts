// Shared by both auth forms: send once at a time, and on success store the session and go home
// at once (docs/product.md#states), or back to the page that sent the shopper here (`?next=`:
// checkout, a product page, the wishlist, the customer area or the admin). The success toast is
// shown by that page, top-center (src/stores/notice.ts, docs/product.md#limits); a failure's toast
// is shown here.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api';
import type { AuthResponse } from '../../lib/types';
import { safeNext } from '../../lib/safeNext';
import { signIn } from '../../stores/session';
import { keepNotice } from '../../stores/notice';

export function useAuthSubmit(send: () => Promise<AuthResponse>, failurePrefix?: string) {
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    setSending(true);
    try {
      const { token, user, message } = await send();
      signIn(token, user);
      keepNotice(message);
      window.location.assign(safeNext(window.location.search));
    } catch (err) {
      const message = err instanceof ApiError ? err.message : 'Something went wrong. Please try again.';
      toast.error(failurePrefix ? `${failurePrefix} ${message}` : message);
      setSending(false);
    }
  }

  return { sending, submit };
}
