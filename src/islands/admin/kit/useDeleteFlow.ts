// State of "ask in the DeleteDialog, then delete": which row is asked about and whether the
// request is running. The caller's remove() says what success and failure look like.
import { useRef, useState } from 'react';

export function useDeleteFlow<T>(remove: (row: T) => Promise<void>) {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  async function confirm() {
    if (!target || busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await remove(target);
    } finally {
      busyRef.current = false;
      setBusy(false);
      setTarget(null);
    }
  }

  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, busy };
}
