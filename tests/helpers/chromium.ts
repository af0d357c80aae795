import { chromiumFlags, chromiumPath } from '../../scripts/lib/chromium.mjs';

// Playwright's launch options: Debian's Chromium when present, else Playwright's own browser for
// people elsewhere (scripts/lib/chromium.mjs).
export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumFlags };
