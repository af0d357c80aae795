// The CPU time a process has used, read from /proc: what the bench and the budget's checkout guard
// weigh the server by, since a busy machine moves it far less than wall-clock time.
import { readFileSync } from 'node:fs';

/** CPU time (user + system) the process `pid` has used, in ms; NaN where /proc is not available. */
export function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command), in clock ticks
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}
