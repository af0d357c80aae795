// /admin/categories: server-paged table with product counts, Active/Inactive toggle,
// add/edit panel, delete dialog (the server refuses, 409, while products use the category).
import { useState } from 'react';
import { api } from '../../lib/api';
import type { Category } from '../../lib/types';
import { Icon } from '../ui/Icon';
import { plus } from '../ui/icons';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import { CategoryPanel } from './CategoryPanel';
import type { Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { ManagedTable } from './ManagedTable';
import { RowActions } from './RowActions';
import { StatusButton } from './StatusButton';
import { primaryButton } from './ui';
import { useDeleteFlow } from './useDeleteFlow';
import { usePagedList } from './usePagedList';
import { useRowUpdate } from './useRowUpdate';

const PAGE_SIZE = 4;

type PanelState = { open: false } | { open: true; category: Category | null; key: number };

export function CategoriesManager() {
  const list = usePagedList<Category>(async (q, page, signal) => {
    const res = await api.categories.page({ q, page, limit: PAGE_SIZE }, signal, true);
    return { rows: res.categories, total: res.total, pages: res.pages };
  });
  const [panel, setPanel] = useState<PanelState>({ open: false });
  const status = useRowUpdate(list);

  const del = useDeleteFlow<Category>(async (category) => {
    try {
      await api.categories.remove(category._id);
      window.alert('Category deleted successfully');
      list.setRows((rows) => rows.filter((r) => r._id !== category._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) window.alert(`Failed to delete category: ${errorMessage(err)}`);
    }
  });

  const toggle = (category: Category) =>
    status.update(
      category,
      async () => {
        await api.categories.setActive(category._id, !category.isActive);
        return { ...category, isActive: !category.isActive };
      },
      (updated) => `${updated.name} is now ${updated.isActive ? 'Active' : 'Inactive'}`,
    );

  function saved(category: Category, mode: 'create' | 'edit') {
    list.placeSaved(category, mode, (c) => c._id, PAGE_SIZE);
    setPanel({ open: false });
  }

  const columns: Column<Category>[] = [
    {
      header: 'Image',
      srOnlyHeader: true,
      className: 'w-20',
      media: true,
      cell: (c) => (
        <img
          src={c.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 rounded-md border border-line object-cover"
        />
      ),
    },
    { header: 'Name', cell: (c) => <span className="font-medium text-ink">{c.name}</span> },
    { header: 'Description', cell: (c) => <span className="line-clamp-2 max-w-xs">{c.description}</span> },
    { header: 'Products', cell: (c) => c.productCount },
    {
      header: 'Status',
      cell: (c) => (
        <StatusButton
          on={c.isActive}
          label={c.isActive ? 'Active' : 'Inactive'}
          actionLabel={`${c.isActive ? 'Deactivate' : 'Activate'} ${c.name}`}
          busy={status.busyId === c._id}
          onClick={() => toggle(c)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (c) => (
        <RowActions
          name={c.name}
          onEdit={() => setPanel({ open: true, category: c, key: Date.now() })}
          onDelete={() => del.ask(c)}
        />
      ),
    },
  ];

  return (
    <>
      <ManagedTable
        title="Categories"
        noun="categories"
        list={list}
        columns={columns}
        searchPlaceholder="Search categories..."
        pageSize={PAGE_SIZE}
        toolbar={
          <button
            type="button"
            className={primaryButton}
            onClick={() => setPanel({ open: true, category: null, key: Date.now() })}
          >
            <Icon icon={plus} className="h-4 w-4" /> Add Category
          </button>
        }
      />
      {panel.open && (
        <CategoryPanel
          key={panel.key}
          open
          category={panel.category}
          onClose={() => setPanel({ open: false })}
          onSaved={saved}
        />
      )}
      <DeleteDialog
        open={del.target !== null}
        title="Delete Category"
        name={del.target?.name ?? ''}
        detail={del.target?.description ?? ''}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}
