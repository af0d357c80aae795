import { existsSync } from 'node:fs';

// Debian's Chromium when present (CI and these machines cannot download browsers), else
// Playwright's own browser for people elsewhere; flags that keep it off the closed network.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
