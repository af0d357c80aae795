// /admin/products: server-paged table (search on name or category name, 4 rows a page),
// Active/Inactive toggle, add/edit panel, delete dialog.
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { Category, Product } from '../../lib/types';
import { Icon } from '../ui/Icon';
import { plus } from '../ui/icons';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import type { Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { formatPrice } from '../../lib/formatPrice';
import { ProductPanel } from './ProductPanel';
import { ManagedTable } from './ManagedTable';
import { RowActions } from './RowActions';
import { StatusButton } from './StatusButton';
import { primaryButton } from './ui';
import { useDeleteFlow } from './useDeleteFlow';
import { usePagedList } from './usePagedList';
import { useRowUpdate } from './useRowUpdate';

const PAGE_SIZE = 4;

type PanelState = { open: false } | { open: true; product: Product | null; key: number };

export function ProductsManager() {
  const list = usePagedList<Product>(async (q, page, signal) => {
    const res = await api.products.page({ q, page, limit: PAGE_SIZE, in: 'category' }, signal, true);
    return { rows: res.products, total: res.total, pages: res.pages };
  });
  const [categories, setCategories] = useState<Category[]>([]);
  const [categoriesError, setCategoriesError] = useState('');
  const [panel, setPanel] = useState<PanelState>({ open: false });
  const status = useRowUpdate(list);

  useEffect(() => {
    api.categories
      .all()
      .then((res) => setCategories(res.categories))
      .catch((err) => setCategoriesError(errorMessage(err)));
  }, []);

  const del = useDeleteFlow<Product>(async (product) => {
    try {
      await api.products.remove(product._id);
      window.alert('Product deleted successfully');
      list.setRows((rows) => rows.filter((r) => r._id !== product._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) window.alert(`Failed to delete product: ${errorMessage(err)}`);
    }
  });

  const toggle = (product: Product) =>
    status.update(
      product,
      async () => {
        await api.products.setActive(product._id, !product.isActive);
        return { ...product, isActive: !product.isActive };
      },
      (updated) => `${updated.name} is now ${updated.isActive ? 'Active' : 'Inactive'}`,
    );

  function saved(product: Product, mode: 'create' | 'edit') {
    list.placeSaved(product, mode, (p) => p._id, PAGE_SIZE);
    setPanel({ open: false });
  }

  const columns: Column<Product>[] = [
    {
      header: 'Image',
      srOnlyHeader: true,
      className: 'w-20',
      media: true,
      cell: (p) => (
        <img
          src={p.images[0]?.url ?? ''}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="h-14 w-14 rounded-md border border-line object-cover"
        />
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
          busy={status.busyId === p._id}
          onClick={() => toggle(p)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (p) => (
        <RowActions
          name={p.name}
          onEdit={() => setPanel({ open: true, product: p, key: Date.now() })}
          onDelete={() => del.ask(p)}
        />
      ),
    },
  ];

  return (
    <>
      <ManagedTable
        title="Products"
        noun="products"
        list={list}
        columns={columns}
        searchPlaceholder="Search products..."
        pageSize={PAGE_SIZE}
        toolbar={
          <button
            type="button"
            className={primaryButton}
            onClick={() => setPanel({ open: true, product: null, key: Date.now() })}
          >
            <Icon icon={plus} className="h-4 w-4" /> Add Product
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
