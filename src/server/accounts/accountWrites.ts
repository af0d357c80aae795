// Sign-ups and password changes each run several queries (throttle slots, look-ups, the write)
// around their two costly checks. On the embedded database every query runs in turn on the
// thread that answers requests, so a burst of them let in at once queues all their queries
// ahead of every other shopper's (and of /api/health's `select 1`). Their costly checks take
// turns in cpuBound anyway, so letting only a few in at a time costs the burst little and
// keeps what waits ahead of a reader short. Beyond the queue they get cpuBound's 503.
import { config, configProblem } from '../config';
import { concurrencyLimit } from '../cpuBound';

/** Enough for one to use the database while another's check or hash runs. */
export const ACCOUNT_WRITES_AT_ONCE = 2;

let limit: ReturnType<typeof concurrencyLimit> | null = null;

/** Runs a sign-up or a password change (throttle, checks, write) when its turn comes. */
export function accountWrite<T>(work: () => Promise<T>): Promise<T> {
  limit ??= concurrencyLimit(ACCOUNT_WRITES_AT_ONCE, configProblem() === null ? config.cpuBoundQueue : Infinity);
  return limit(work);
}
