// /admin/categories: server-paged table with product counts, Active/Inactive toggle,
// add/edit panel, delete dialog (the server refuses, 409, while products use the category).
import { useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import type { Category } from '../../lib/types';
import { $token } from '../../stores/session';
import { Icon } from '../account/Icon';
import { errorMessage, handledAuthFailure } from '../account/sessionExpired';
import { CategoryPanel } from './CategoryPanel';
import { DataTable, type Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { StatusButton } from './StatusButton';
import { iconButton, primaryButton } from './ui';
import { useDeleteFlow } from './useDeleteFlow';
import { usePagedList } from './usePagedList';

const PAGE_SIZE = 4;

type PanelState = { open: false } | { open: true; category: Category | null; key: number };

export function CategoriesManager() {
  const list = usePagedList<Category>(async (q, page, signal) => {
    const res = await api.categories.page({ q, page, limit: PAGE_SIZE }, signal);
    return { rows: res.categories, total: res.total, pages: res.pages };
  });
  const [panel, setPanel] = useState<PanelState>({ open: false });
  const [toggling, setToggling] = useState<string | null>(null);

  const del = useDeleteFlow<Category>(async (category) => {
    try {
      await api.categories.remove($token.get(), category._id);
      window.alert('Category deleted successfully');
      list.setRows((rows) => rows.filter((r) => r._id !== category._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) window.alert(`Failed to delete category: ${errorMessage(err)}`);
    }
  });

  async function toggle(category: Category) {
    setToggling(category._id);
    try {
      const next = !category.isActive;
      await api.categories.setActive($token.get(), category._id, next);
      list.setRows((rows) => rows.map((r) => (r._id === category._id ? { ...r, isActive: next } : r)));
      toast.success(`${category.name} is now ${next ? 'Active' : 'Inactive'}`);
    } catch (err) {
      if (!handledAuthFailure(err)) toast.error(`Could not change the status: ${errorMessage(err)}`);
    } finally {
      setToggling(null);
    }
  }

  function saved(category: Category, mode: 'create' | 'edit') {
    if (mode === 'create') {
      list.setRows((rows) => [category, ...rows.filter((r) => r._id !== category._id)].slice(0, PAGE_SIZE));
      list.setTotal((t) => t + 1);
    } else {
      list.setRows((rows) => rows.map((r) => (r._id === category._id ? category : r)));
    }
    setPanel({ open: false });
  }

  const columns: Column<Category>[] = [
    {
      header: 'Image',
      srOnlyHeader: true,
      className: 'w-20',
      media: true,
      cell: (c) => <img src={c.image} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-md border border-line object-cover" />,
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
          busy={toggling === c._id}
          onClick={() => toggle(c)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (c) => (
        <div className="flex gap-1">
          <button type="button" className={iconButton} aria-label={`Edit ${c.name}`} onClick={() => setPanel({ open: true, category: c, key: Date.now() })}>
            <Icon name="edit" />
          </button>
          <button type="button" className={`${iconButton} hover:text-sale`} aria-label={`Delete ${c.name}`} onClick={() => del.ask(c)}>
            <Icon name="trash" />
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">Categories</h1>
        {list.status === 'ready' && <p className="text-sm text-ink-muted">{list.total} in total</p>}
      </div>
      <DataTable
        label="Categories"
        columns={columns}
        rows={list.rows}
        rowKey={(c) => c._id}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search categories..."
        page={list.page}
        pages={list.pages}
        onPage={list.setPage}
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        emptyText={list.search ? 'No categories match your search.' : 'No categories yet.'}
        pageSize={PAGE_SIZE}
        toolbar={
          <button type="button" className={primaryButton} onClick={() => setPanel({ open: true, category: null, key: Date.now() })}>
            <Icon name="plus" className="h-4 w-4" /> Add Category
          </button>
        }
      />
      {panel.open && (
        <CategoryPanel key={panel.key} open category={panel.category} onClose={() => setPanel({ open: false })} onSaved={saved} />
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
