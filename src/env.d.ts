declare namespace App {
  interface Locals {
    /** set by the edge (src/middleware.ts, or the production host before it) for every request */
    requestId: string;
  }
}
