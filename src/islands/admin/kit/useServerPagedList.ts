// A list the server pages (./usePagedList.ts) whose answer names its rows and may carry a figure
// the page shows beside the table; a module of its own, so the pages without one do not load it.
import { usePagedList } from './usePagedList';

type RowOf<R, K extends keyof R> = R[K] extends readonly (infer T)[] ? T : never;

/** A list the server pages, its rows under `rowsKey` of the answer, which may carry a figure the
 *  page shows beside it (a count, a sum): `onAnswer` takes the answer unless a newer one replaced it. */
export function useServerPagedList<K extends string, R extends { total: number; pages: number } & Record<K, unknown[]>>(
  load: (query: { q: string; page: number; limit: number }, signal: AbortSignal) => Promise<R>,
  limit: number,
  rowsKey: K,
  onAnswer?: (res: R) => void,
) {
  return usePagedList<RowOf<R, K>>(async (q, page, signal) => {
    const res = await load({ q, page, limit }, signal);
    if (!signal.aborted) onAnswer?.(res);
    return { rows: res[rowsKey] as RowOf<R, K>[], total: res.total, pages: res.pages };
  });
}
