// Whether the shop's mails leave it (GET /api/mail/delivery): the order pages only say "we have
// sent" when they do, the back-office says what to set when they do not. null while unknown.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';

export function useMailDelivery(): 'on' | 'off' | null {
  const [delivery, setDelivery] = useState<'on' | 'off' | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.mail
      .delivery(controller.signal)
      .then((res) => setDelivery(res.delivery))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return delivery;
}
