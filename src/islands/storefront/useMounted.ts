import { useEffect, useState } from 'react';

/** false during SSR and hydration, true after: persisted stores are read only then (React #418). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
