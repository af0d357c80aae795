// For everything that drives Chromium (browser tests, the Lighthouse bench): Debian's Chromium
// when present (CI and these machines cannot download browsers), and flags that keep it off the
// closed network.
import { existsSync } from 'node:fs';

/** CHROME_PATH, else Debian's Chromium when installed; undefined lets Playwright use its own. */
export const chromiumPath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
