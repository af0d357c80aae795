// The frame of the categories and products pages: a server-paged table (4 rows a page) whose
// rows end in an Active/Inactive toggle and edit/delete actions, the "Add" button opening the
// add/edit panel, and the delete dialog. The pages give their own columns, loader and panel.
import type { ReactNode } from 'react';
import { showError, showToast } from '../../../stores/toasts';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import type { Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { ManagedTable } from './ManagedTable';
import { RowActions } from './RowActions';
import { StatusButton } from './StatusButton';
import { AddButton } from './AddButton';
import { useDeleteFlow } from './useDeleteFlow';
import { useEditPanel } from './useEditPanel';
import { usePagedList } from './usePagedList';
import { useRowUpdate } from './useRowUpdate';

const PAGE_SIZE = 4;

interface CatalogueRow {
  _id: string;
  name: string;
  description: string;
  isActive: boolean;
}

export interface PanelProps<T> {
  /** null: create mode */
  item: T | null;
  onClose: () => void;
  onSaved: (item: T, mode: 'create' | 'edit') => void;
}

interface Props<T extends CatalogueRow> {
  /** "Category", "Product" */
  noun: string;
  /** "Categories", "Products" */
  plural: string;
  load: (
    query: { q: string; page: number; limit: number },
    signal: AbortSignal,
  ) => Promise<{ rows: T[]; total: number; pages: number }>;
  remove: (id: string) => Promise<unknown>;
  setActive: (id: string, isActive: boolean) => Promise<unknown>;
  /** the row's own columns; Status and Actions follow them */
  columns: Column<T>[];
  panel: (props: PanelProps<T> & { key: number }) => ReactNode;
}

export function CatalogueManager<T extends CatalogueRow>({
  noun,
  plural,
  load,
  remove,
  setActive,
  columns,
  panel,
}: Props<T>) {
  const list = usePagedList<T>((q, page, signal) => load({ q, page, limit: PAGE_SIZE }, signal));
  const editing = useEditPanel<T>();
  const status = useRowUpdate(list);

  const del = useDeleteFlow<T>(async (row) => {
    try {
      await remove(row._id);
      showToast(`${noun} deleted successfully`);
      list.setRows((rows) => rows.filter((r) => r._id !== row._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) showError(`Failed to delete ${noun.toLowerCase()}: ${errorMessage(err)}`);
    }
  });

  const toggle = (row: T) =>
    status.update(
      row,
      async () => {
        await setActive(row._id, !row.isActive);
        return { ...row, isActive: !row.isActive };
      },
      (updated) => `${updated.name} is now ${updated.isActive ? 'Active' : 'Inactive'}`,
    );

  function saved(row: T, mode: 'create' | 'edit') {
    list.placeSaved(row, mode, (r) => r._id, PAGE_SIZE);
    editing.close();
  }

  const allColumns: Column<T>[] = [
    ...columns,
    {
      header: 'Status',
      cell: (row) => (
        <StatusButton
          on={row.isActive}
          label={row.isActive ? 'Active' : 'Inactive'}
          actionLabel={`${row.isActive ? 'Deactivate' : 'Activate'} ${row.name}`}
          busy={status.busyId === row._id}
          onClick={() => toggle(row)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (row) => <RowActions name={row.name} onEdit={() => editing.open(row)} onDelete={() => del.ask(row)} />,
    },
  ];

  return (
    <>
      <ManagedTable
        title={plural}
        noun={plural.toLowerCase()}
        list={list}
        columns={allColumns}
        searchPlaceholder={`Search ${plural.toLowerCase()}...`}
        pageSize={PAGE_SIZE}
        toolbar={<AddButton onClick={() => editing.open(null)}>Add {noun}</AddButton>}
      />
      {editing.state.open &&
        panel({ key: editing.state.key, item: editing.state.item, onClose: editing.close, onSaved: saved })}
      <DeleteDialog
        open={del.target !== null}
        title={`Delete ${noun}`}
        name={del.target?.name ?? ''}
        detail={del.target?.description ?? ''}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}

/** The first column of both pages: a small square picture. */
export function thumbnailColumn<T>(src: (row: T) => string): Column<T> {
  return {
    header: 'Image',
    srOnlyHeader: true,
    className: 'w-20',
    media: true,
    cell: (row) => (
      <img
        src={src(row)}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="h-14 w-14 rounded-md border border-line object-cover"
      />
    ),
  };
}
