// State behind a server-paged admin table: the search text (debounced, and a new search goes
// back to page 1), the page, the rows, and the request status. Out-of-date answers are
// aborted so a slow old search can never overwrite a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import type { TableStatus } from './DataTable';

export interface PageResult<T> {
  rows: T[];
  total: number;
  pages: number;
}

type PageFetcher<T> = (q: string, page: number, signal: AbortSignal) => Promise<PageResult<T>>;

const SEARCH_DELAY_MS = 250;

export function usePagedList<T>(fetchPage: PageFetcher<T>) {
  const [search, setSearchText] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(0);
  const [status, setStatus] = useState<TableStatus>('loading');
  const [error, setError] = useState('');
  const [reloadKey, setReloadKey] = useState(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => {
    if (search.trim() === query) return;
    const t = window.setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [search, query]);

  useEffect(() => {
    const ctrl = new AbortController();
    setStatus('loading');
    fetchRef
      .current(query, page, ctrl.signal)
      .then((res) => {
        if (ctrl.signal.aborted) return;
        // a delete can empty the last page: step back instead of showing "nothing found"
        if (res.rows.length === 0 && page > 1 && res.pages < page) {
          setPage(Math.max(1, res.pages));
          return;
        }
        setRows(res.rows);
        setTotal(res.total);
        setPages(res.pages);
        setStatus('ready');
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted || (err as Error)?.name === 'AbortError') return;
        if (handledAuthFailure(err)) return;
        setError(errorMessage(err));
        setStatus('error');
      });
    return () => ctrl.abort();
  }, [query, page, reloadKey]);

  const reload = useCallback(() => setReloadKey((k) => k + 1), []);

  /** After a save (docs/product.md#states): a new row goes on top of the page, an edited one is replaced. */
  const placeSaved = useCallback((row: T, mode: 'create' | 'edit', idOf: (row: T) => string, pageSize: number) => {
    const id = idOf(row);
    if (mode === 'create') {
      setRows((current) => [row, ...current.filter((r) => idOf(r) !== id)].slice(0, pageSize));
      setTotal((t) => t + 1);
    } else {
      setRows((current) => current.map((r) => (idOf(r) === id ? row : r)));
    }
  }, []);

  return {
    search,
    setSearch: setSearchText,
    page,
    setPage,
    rows,
    setRows,
    total,
    setTotal,
    pages,
    status,
    error,
    reload,
    placeSaved,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** Page `page` of a list the browser holds whole, `size` rows a page. */
export const pageOfAll = <T>(all: T[], page: number, size: number): PageResult<T> => ({
  rows: all.slice((page - 1) * size, page * size),
  total: all.length,
  pages: Math.ceil(all.length / size),
});

/** A DataTable's rows, search, pages and loading state, from a server-paged list. */
export function pagedTableProps<T extends { _id: string }>(list: PagedList<T>) {
  return {
    rows: list.rows,
    rowKey: (row: T) => row._id,
    search: list.search,
    onSearch: list.setSearch,
    page: list.page,
    pages: list.pages,
    onPage: list.setPage,
    status: list.status,
    error: list.error,
    onRetry: list.reload,
  };
}
