// `/auth?next=/checkout`: where to go after signing in. Only a path on this site is accepted
// ("/x", not "//host" or "/\host", which browsers treat as another origin), so the parameter
// can never send someone to a phishing page.
export function safeNext(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || hasControlCharacter(next))
    return fallback;
  return next;
}

/** `/auth?next=<path>` for a page that needs a signed-in shopper. */
export const authUrlFor = (path: string) => `/auth?next=${encodeURIComponent(path)}`;

function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20);
}
