// Which paths are API paths, and the ones no endpoint can mean.

export const NO_SUCH_ENDPOINT = 'No such API endpoint.';

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * True for /api paths no endpoint can mean: encoded slashes or backslashes, dot segments, bad
 * escapes, and escapes left after decoding (Astro refuses those before any middleware runs, with
 * its HTML not-found page).
 */
export function isOddApiPath(url: string): boolean {
  const raw = url.split(/[?#]/)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return (
    /%2f|%5c/i.test(raw) ||
    /%[0-9a-f]{2}/i.test(decodeURI(raw)) ||
    decoded.includes('\\') ||
    decoded.split('/').some((s) => s === '..' || s === '.')
  );
}
