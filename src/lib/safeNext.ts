// `/auth?next=/checkout`: where to go after signing in or signing up. Only a path on this site is
// accepted ("/x", not "//host", "/\host" or "https://host", which browsers treat as another
// origin), so the parameter can never send someone to a phishing page; nor is /auth itself,
// which would only show the form again. The links that send people there: ./authUrl.ts.
const PROBE_ORIGIN = 'http://shop.invalid';

export function safeNext(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  return next && isShopPath(next) && !/^\/auth([/?#]|$)/.test(next) ? next : fallback;
}

/** Whether `path` stays on this site whatever origin it is resolved against. */
export function isShopPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || hasControlCharacter(path)) return false;
  try {
    return new URL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
