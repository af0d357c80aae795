// Wall-clock times in a named time zone: a promotion that "starts on December 1st" starts at
// midnight in the shop's zone (SHOP_TIME_ZONE), not in UTC or in the admin's browser's zone.

/** How far `zone`'s wall clock is ahead of UTC at the instant `utcMs`, in milliseconds. */
function offsetAt(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The instant a date text names: with an offset or `Z` as written; without one ("2026-12-01",
 * "2026-12-01T09:00") as the wall-clock time in `zone` (a time skipped by a clock change moves
 * forward by the gap). Null when the text is not such a date.
 */
export function instantIn(text: string, zone: string): Date | null {
  const local = LOCAL.exec(text.trim());
  if (!local) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) return null;
    const at = new Date(text.trim());
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo - 1 || check.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  // the offset at the wall time read as UTC is right except within a day of a change: take the
  // offset at the first guess, then once more at the instant it gives
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone));
}

/** The instant as the wall-clock time in `zone`, "2026-12-01T00:00" (for the admin's form). */
export function wallTimeIn(at: Date, zone: string): string {
  const local = new Date(at.getTime() + offsetAt(at.getTime(), zone));
  return local.toISOString().slice(0, 16);
}
