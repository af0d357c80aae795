// How the newsletter's link pages say what happened: a server refusal in the page's words.
import { ApiError } from '../../lib/api';
import { inWords } from '../ui/serverMessages';

export type Outcome = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export const failureOf = (err: unknown): Outcome => ({
  kind: 'failed',
  message:
    err instanceof ApiError ? inWords(err.message, { token: '' }) : err instanceof Error ? err.message : String(err),
});

export const outcomeClass = (outcome: Outcome) =>
  outcome.kind === 'done'
    ? 'rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-ink'
    : outcome.kind === 'failed'
      ? 'rounded-lg border border-red-200 bg-red-50 p-4 text-sale'
      : 'text-ink-muted';

export const linkToken = () => new URLSearchParams(window.location.search).get('token');
