// The sign-in page's address for a page that sends someone there: its own module, so the shell
// (which links to it from every page) does not carry the check of `?next=` (./safeNext.ts).

/** `/auth?next=<path>`: the sign-in page, coming back to `path` (the home page needs no `next`). */
export const authUrlFor = (path: string) => (path === '/' ? '/auth' : `/auth?next=${encodeURIComponent(path)}`);
