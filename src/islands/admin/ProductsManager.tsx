// /admin/products: server-paged table (search on name or category name, 4 rows a page),
// Active/Inactive toggle, add/edit panel, delete dialog.
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import type { Category, Product } from '../../lib/types';
import { $token } from '../../stores/session';
import { Icon } from '../account/Icon';
import { errorMessage, handledAuthFailure } from '../account/sessionExpired';
import { DataTable, type Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { formatPrice } from './format';
import { ProductPanel } from './ProductPanel';
import { StatusButton } from './StatusButton';
import { iconButton, primaryButton } from './ui';
import { useDeleteFlow } from './useDeleteFlow';
import { usePagedList } from './usePagedList';

const PAGE_SIZE = 4;

type PanelState = { open: false } | { open: true; product: Product | null; key: number };

export function ProductsManager() {
  const list = usePagedList<Product>(async (q, page, signal) => {
    const res = await api.products.page({ q, page, limit: PAGE_SIZE, in: 'category' }, signal);
    return { rows: res.products, total: res.total, pages: res.pages };
  });
  const [categories, setCategories] = useState<Category[]>([]);
  const [categoriesError, setCategoriesError] = useState('');
  const [panel, setPanel] = useState<PanelState>({ open: false });
  const [toggling, setToggling] = useState<string | null>(null);

  useEffect(() => {
    api.categories
      .all()
      .then((res) => setCategories(res.categories))
      .catch((err) => setCategoriesError(errorMessage(err)));
  }, []);

  const del = useDeleteFlow<Product>(async (product) => {
    try {
      await api.products.remove($token.get(), product._id);
      window.alert('Product deleted successfully');
      list.setRows((rows) => rows.filter((r) => r._id !== product._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) window.alert(`Failed to delete product: ${errorMessage(err)}`);
    }
  });

  async function toggle(product: Product) {
    setToggling(product._id);
    try {
      const next = !product.isActive;
      await api.products.setActive($token.get(), product._id, next);
      list.setRows((rows) => rows.map((r) => (r._id === product._id ? { ...r, isActive: next } : r)));
      toast.success(`${product.name} is now ${next ? 'Active' : 'Inactive'}`);
    } catch (err) {
      if (!handledAuthFailure(err)) toast.error(`Could not change the status: ${errorMessage(err)}`);
    } finally {
      setToggling(null);
    }
  }

  function saved(product: Product, mode: 'create' | 'edit') {
    if (mode === 'create') {
      list.setRows((rows) => [product, ...rows.filter((r) => r._id !== product._id)].slice(0, PAGE_SIZE));
      list.setTotal((t) => t + 1);
    } else {
      list.setRows((rows) => rows.map((r) => (r._id === product._id ? product : r)));
    }
    setPanel({ open: false });
  }

  const columns: Column<Product>[] = [
    {
      header: 'Image',
      srOnlyHeader: true,
      className: 'w-20',
      media: true,
      cell: (p) => (
        <img src={p.images[0]?.url ?? ''} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 rounded-md border border-line object-cover" />
      ),
    },
    { header: 'Name', cell: (p) => <span className="font-medium text-ink">{p.name}</span> },
    { header: 'Category', cell: (p) => p.category?.name ?? '-' },
    { header: 'Price', cell: (p) => formatPrice(p.price), className: 'whitespace-nowrap' },
    { header: 'Stock', cell: (p) => p.stock },
    {
      header: 'Status',
      cell: (p) => (
        <StatusButton
          on={p.isActive}
          label={p.isActive ? 'Active' : 'Inactive'}
          actionLabel={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.name}`}
          busy={toggling === p._id}
          onClick={() => toggle(p)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (p) => (
        <div className="flex gap-1">
          <button type="button" className={iconButton} aria-label={`Edit ${p.name}`} onClick={() => setPanel({ open: true, product: p, key: Date.now() })}>
            <Icon name="edit" />
          </button>
          <button type="button" className={`${iconButton} hover:text-sale`} aria-label={`Delete ${p.name}`} onClick={() => del.ask(p)}>
            <Icon name="trash" />
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">Products</h1>
        {list.status === 'ready' && <p className="text-sm text-ink-muted">{list.total} in total</p>}
      </div>
      <DataTable
        label="Products"
        columns={columns}
        rows={list.rows}
        rowKey={(p) => p._id}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search products..."
        page={list.page}
        pages={list.pages}
        onPage={list.setPage}
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        emptyText={list.search ? 'No products match your search.' : 'No products yet.'}
        pageSize={PAGE_SIZE}
        toolbar={
          <button type="button" className={primaryButton} onClick={() => setPanel({ open: true, product: null, key: Date.now() })}>
            <Icon name="plus" className="h-4 w-4" /> Add Product
          </button>
        }
      />
      {panel.open && (
        <ProductPanel
          key={panel.key}
          open
          product={panel.product}
          categories={categories}
          categoriesError={categoriesError}
          onClose={() => setPanel({ open: false })}
          onSaved={saved}
        />
      )}
      <DeleteDialog
        open={del.target !== null}
        title="Delete Product"
        name={del.target?.name ?? ''}
        detail={del.target?.description ?? ''}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}
