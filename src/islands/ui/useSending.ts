// One request at a time from a form or a button: a second press while one is under way does
// nothing, and `sending` (the button's "Sending…") lasts until the answer, refused or not.
import { useState } from 'react';

export function useSending() {
  const [sending, setSending] = useState(false);
  async function send(request: () => Promise<unknown>, refused: (err: unknown) => void) {
    if (sending) return;
    setSending(true);
    try {
      await request();
    } catch (err) {
      refused(err);
    } finally {
      setSending(false);
    }
  }
  return { sending, send };
}
