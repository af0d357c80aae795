// Where the browser finds the REST API (PUBLIC_API_URL, empty = same origin): a module of its own,
// so the shell's script (src/components/shellMenus.ts) can ask the API without the HTTP layer.
const BASE = (import.meta.env.PUBLIC_API_URL ?? '').replace(/\/$/, '');

/** An API path as the browser must ask for it (a fetch, or a link's href: an invoice's download). */
export const apiUrl = (path: string) => BASE + path;
