// Follows one publish from its answer to done or failed (GET /api/content/publishes/{id}), so the
// editor sees it queued, building and then live, or why it failed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import type { PublishState } from '../../lib/content';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';

const POLL_MS = 1500;

export interface PublishFollow {
  publish: PublishState | null;
  /** the publish could not be asked about (the network, the server) */
  error: string;
  /** follow this publish (the answer of a save, a removal, a reorder or a restore) */
  follow: (publish: PublishState) => void;
  busy: boolean;
}

export function usePublish(onSettled?: (publish: PublishState) => void): PublishFollow {
  const [publish, setPublish] = useState<PublishState | null>(null);
  const [error, setError] = useState('');
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!publish || publish.status === 'done' || publish.status === 'failed') return;
    const timer = setTimeout(() => {
      api.content
        .publish(publish.id)
        .then(({ publish: next }) => {
          setError('');
          setPublish(next);
          if (next.status === 'done' || next.status === 'failed') settled.current?.(next);
        })
        .catch((err) => {
          if (handledAuthFailure(err)) return;
          setError(errorMessage(err));
          // asked again after the next interval: a passing network fault does not end the follow
          setPublish((p) => (p ? { ...p } : p));
        });
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [publish]);

  const follow = useCallback((next: PublishState) => {
    setError('');
    setPublish(next);
  }, []);
  const busy = publish !== null && (publish.status === 'queued' || publish.status === 'building');
  return { publish, error, follow, busy };
}
