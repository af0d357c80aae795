// When a mail that could not be sent is tried again: soon at first (the mail server may only
// have restarted), never more than a minute apart for the first hour, then up to 15 minutes
// apart, and given up after three days of tries (docs/operations.md#mail).

const FIRST_DELAY_S = 5;
const FIRST_HOUR_MAX_S = 60;
const LATER_MAX_S = 15 * 60;
const FIRST_HOUR_S = 60 * 60;
const GIVE_UP_AFTER_S = 3 * 24 * 60 * 60;

const doubling = (start: number, steps: number, max: number) => Math.min(max, start * 2 ** Math.min(steps, 20));

/** How many tries fit in the first hour (the tries are counted, so a server that was down does not skip them). */
export const FIRST_HOUR_TRIES = (() => {
  let elapsed = 0;
  let tries = 0;
  while (elapsed < FIRST_HOUR_S) elapsed += doubling(FIRST_DELAY_S, tries++, FIRST_HOUR_MAX_S);
  return tries;
})();

/** Seconds to wait after the `tries`-th failed try (1, 2, ...). */
export function retryDelaySeconds(tries: number): number {
  if (tries <= FIRST_HOUR_TRIES) return doubling(FIRST_DELAY_S, tries - 1, FIRST_HOUR_MAX_S);
  return doubling(FIRST_HOUR_MAX_S, tries - FIRST_HOUR_TRIES, LATER_MAX_S);
}

/** The tries a mail gets: as many as three days of waits hold. */
export const MAX_TRIES = (() => {
  let elapsed = 0;
  let tries = 0;
  while (elapsed < GIVE_UP_AFTER_S) elapsed += retryDelaySeconds(++tries);
  return tries;
})();
