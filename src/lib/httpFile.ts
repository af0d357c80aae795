// A file the API answers (a CSV export), beside ./http.ts's JSON requests: loaded only by the
// calls that download one, so the pages that never do leave it out.
import { ApiError, apiUrl, messageOf, type RequestOptions } from './http';

/** The file and its name from Content-Disposition; a refusal is the same ApiError as a JSON call's. */
export async function requestFile(path: string, opts: Pick<RequestOptions, 'token' | 'signal'> = {}) {
  let res: Response;
  try {
    res = await fetch(apiUrl(path), {
      headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : {},
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error: the shop could not be reached. Check your connection and try again.');
  }
  if (!res.ok) {
    const data = await res.json().catch(() => null);
    throw new ApiError(res.status, messageOf(data) ?? `Request failed (${res.status})`, data);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { name, blob: await res.blob() };
}
