// One request at a time from a form or a button: a second press while one is under way does
// nothing, and `sending` (the button's "Sending…") lasts until the answer, refused or not. The
// guard is a ref, not the state: two presses before the next render both see the same state.
import { useRef, useState } from 'react';

export function useSending() {
  const [sending, setSending] = useState(false);
  const underWay = useRef(false);
  async function send(request: () => Promise<unknown>, refused: (err: unknown) => void) {
    if (underWay.current) return;
    underWay.current = true;
    setSending(true);
    try {
      await request();
    } catch (err) {
      refused(err);
    } finally {
      underWay.current = false;
      setSending(false);
    }
  }
  return { sending, send };
}
