// What a back-office page reads once it opens: the answer, or the error to show with "Try again"
// (which reads again); a session that ended is handled by ./sessionExpired.ts, not shown.
import { useEffect, useState } from 'react';
import { errorMessage, handledAuthFailure } from './sessionExpired';

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setError('');
    load(controller.signal)
      .then(setData)
      .catch((err) => {
        if (controller.signal.aborted || handledAuthFailure(err)) return;
        setError(errorMessage(err));
      });
    return () => controller.abort();
    // a new attempt is the only reason to read again: `load` is the caller's, made anew each render
  }, [attempt]);
  return { data, setData, error, retry: () => setAttempt((n) => n + 1) };
}
