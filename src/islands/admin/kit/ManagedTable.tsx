// An admin page's heading, row total and DataTable, wired to a server-paged list: the one
// shape shared by the customers, products and categories pages.
import type { ReactNode } from 'react';
import { DataTable, type Column } from './DataTable';
import { pagedTableProps, type PagedList } from './usePagedList';

interface Props<T extends { _id: string }> {
  title: string;
  /** plural noun for the empty texts, e.g. "products" */
  noun: string;
  list: PagedList<T>;
  columns: Column<T>[];
  searchPlaceholder: string;
  pageSize: number;
  toolbar?: ReactNode;
  /** a message about the rows (a refused action), between the heading and the table */
  banner?: ReactNode;
}

export function ManagedTable<T extends { _id: string }>({
  title,
  noun,
  list,
  columns,
  searchPlaceholder,
  pageSize,
  toolbar,
  banner,
}: Props<T>) {
  return (
    <>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {list.status === 'ready' && <p className="text-sm text-ink-muted">{list.total} in total</p>}
      </div>
      {banner}
      <DataTable
        label={title}
        columns={columns}
        {...pagedTableProps(list)}
        searchPlaceholder={searchPlaceholder}
        emptyText={list.search ? `No ${noun} match your search.` : `No ${noun} yet.`}
        pageSize={pageSize}
        toolbar={toolbar}
      />
    </>
  );
}
