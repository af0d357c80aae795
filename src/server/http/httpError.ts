// The error a service or endpoint throws to answer with a status and a message the client may
// read; `handle` (endpoint.ts) turns it into the API's error body.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** more fields of the error body beside `success` and `message` (a 409's new quote) */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
