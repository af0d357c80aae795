declare namespace App {
  interface Locals {
    /** set by the edge (src/middleware.ts, or the production host before it) for every request */
    requestId: string;
    /** set by a page that shows less than it should (the catalogue could not be read): it is
     *  sent, but not kept in the page cache (src/server/http/cache/pageCache.ts) */
    notKept?: boolean;
  }
}
