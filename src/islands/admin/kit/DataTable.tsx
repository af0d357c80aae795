// The one admin table: search box, rows, pager, and honest loading/empty/error states.
// Paging and searching are the caller's (server-side for API lists, local for samples).
import type { ReactNode } from 'react';
import { Icon } from '../../ui/Icon';
import { search } from '../../ui/icons/search';
import { Pager } from './Pager';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** visually hidden header (e.g. the image column) */
  srOnlyHeader?: boolean;
  /** on phones the row becomes a card; a media column sits at its left, unlabelled */
  media?: boolean;
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
  /** under the search and toolbar: what acts on the ticked rows (the orders' packing slips) */
  selectionBar?: ReactNode;
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
          <Icon
            icon={search}
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-muted"
          />
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
      {props.selectionBar && <div className="border-b border-line px-4 py-2">{props.selectionBar}</div>}

      {status === 'error' ? (
        <div role="alert" className="flex flex-col items-start gap-3 p-6 text-sm text-sale">
          <p>
            Could not load {label.toLowerCase()}: {props.error}
          </p>
          {props.onRetry && (
            <button
              type="button"
              onClick={props.onRetry}
              className="rounded-md border border-line px-4 py-2 font-medium text-ink hover:bg-slate-100"
            >
              Try again
            </button>
          )}
        </div>
      ) : (
        <>
          <MobileCards {...props} firstLoad={firstLoad} />
          {/* a scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable) */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="hidden overflow-x-auto sm:block" tabIndex={0} role="region" aria-label={`${label} table`}>
            <table className="w-full text-left text-sm" aria-busy={status === 'loading'}>
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
          </div>
          {firstLoad && (
            <p role="status" className="sr-only">
              Loading
            </p>
          )}
        </>
      )}

      {(props.pages > 1 || props.footer) && (
        <div className="flex flex-col gap-3 border-t border-line p-4 sm:flex-row sm:items-center sm:justify-between">
          <Pager page={props.page} pages={props.pages} onPage={props.onPage} label={label} />
          {props.footer}
        </div>
      )}
    </section>
  );
}

/** Phones: one card per row (media left, the other columns as label/value pairs), no sideways scrolling. */
function MobileCards<T>({
  columns,
  rows,
  rowKey,
  status,
  pageSize,
  emptyText,
  firstLoad,
}: Props<T> & { firstLoad: boolean }) {
  const media = columns.find((c) => c.media);
  const fields = columns.filter((c) => !c.media);
  if (firstLoad)
    return (
      <ul className="divide-y divide-line sm:hidden" aria-hidden="true">
        {Array.from({ length: pageSize }, (_, i) => (
          <li key={i} className="p-4">
            <div className="h-24 animate-pulse rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    );
  if (rows.length === 0) return <p className="px-4 py-10 text-center text-sm text-ink-muted sm:hidden">{emptyText}</p>;
  return (
    <ul
      className={`divide-y divide-line sm:hidden ${status === 'loading' ? 'opacity-60' : ''}`}
      aria-busy={status === 'loading'}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} className="flex gap-3 p-4">
          {media && <div className="shrink-0">{media.cell(row)}</div>}
          <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
            {fields.map((c) => (
              <div key={c.header} className="contents">
                <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{c.header}</dt>
                <dd className="min-w-0 break-words text-ink-soft">{c.cell(row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
