// The one admin table: search box, rows, pager, and honest loading/empty/error states.
// Paging and searching are the caller's (server-side for API lists, local for samples).
import type { ReactNode } from 'react';
import { Icon } from '../account/Icon';
import { Pager } from './Pager';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** visually hidden header (e.g. the image column) */
  srOnlyHeader?: boolean;
}

export type TableStatus = 'loading' | 'ready' | 'error';

interface Props<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  search: string;
  onSearch: (q: string) => void;
  searchPlaceholder: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  status: TableStatus;
  error?: string;
  onRetry?: () => void;
  emptyText: string;
  pageSize: number;
  toolbar?: ReactNode;
  footer?: ReactNode;
}

export function DataTable<T>(props: Props<T>) {
  const { label, columns, rows, rowKey, status, pageSize } = props;
  const firstLoad = status === 'loading' && rows.length === 0;
  return (
    <section aria-label={label} className="rounded-lg border border-line bg-white shadow-sm">
      <div className="flex flex-col gap-3 border-b border-line p-4 sm:flex-row sm:items-center sm:justify-between">
        <label className="relative block w-full sm:max-w-xs">
          <span className="sr-only">{props.searchPlaceholder}</span>
          <Icon name="search" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted" />
          <input
            type="search"
            value={props.search}
            onChange={(e) => props.onSearch(e.target.value)}
            placeholder={props.searchPlaceholder}
            className="h-11 w-full rounded-md border border-slate-400 bg-white pl-9 pr-3 text-sm text-ink placeholder:text-ink-muted focus:border-brand-500"
          />
        </label>
        {props.toolbar}
      </div>

      {status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3 p-6 text-sm text-sale">
          <p>Could not load {label.toLowerCase()}: {props.error}</p>
          {props.onRetry && (
            <button type="button" onClick={props.onRetry} className="rounded-md border border-line px-4 py-2 font-medium text-ink hover:bg-slate-100">
              Try again
            </button>
          )}
        </div>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${label} table`}>
          <table className="w-full min-w-[40rem] text-left text-sm" aria-busy={status === 'loading'}>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                {columns.map((c) => (
                  <th key={c.header} scope="col" className={`px-4 py-3 font-semibold ${c.className ?? ''}`}>
                    <span className={c.srOnlyHeader ? 'sr-only' : ''}>{c.header}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={`divide-y divide-line ${status === 'loading' && !firstLoad ? 'opacity-60' : ''}`}>
              {firstLoad &&
                Array.from({ length: pageSize }, (_, i) => (
                  <tr key={i} aria-hidden="true">
                    <td colSpan={columns.length} className="px-4 py-3">
                      <div className="h-12 animate-pulse rounded bg-slate-100" />
                    </td>
                  </tr>
                ))}
              {!firstLoad && rows.length === 0 && (
                <tr>
                  <td colSpan={columns.length} className="px-4 py-10 text-center text-ink-muted">
                    {props.emptyText}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={rowKey(row)} className="align-middle">
                  {columns.map((c) => (
                    <td key={c.header} className={`px-4 py-3 ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {firstLoad && <p role="status" className="sr-only">Loading</p>}
        </div>
      )}

      <div className="flex flex-col gap-3 border-t border-line p-4 sm:flex-row sm:items-center sm:justify-between">
        <Pager page={props.page} pages={props.pages} onPage={props.onPage} label={label} />
        {props.footer}
      </div>
    </section>
  );
}
