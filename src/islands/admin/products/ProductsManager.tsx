// /admin/products: server-paged table (search on name or category name, 4 rows a page),
// Active/Inactive toggle, add/edit panel, delete dialog.
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { formatPrice } from '../../../lib/formatPrice';
import type { Category, Product } from '../../../lib/types';
import { errorMessage } from '../../ui/sessionExpired';
import { CatalogueManager, thumbnailColumn } from '../kit/CatalogueManager';
import { ProductPanel } from './ProductPanel';

export function ProductsManager() {
  const [categories, setCategories] = useState<Category[]>([]);
  const [categoriesError, setCategoriesError] = useState('');

  useEffect(() => {
    api.categories
      .all()
      .then((res) => setCategories(res.categories))
      .catch((err) => setCategoriesError(errorMessage(err)));
  }, []);

  return (
    <CatalogueManager<Product>
      noun="Product"
      plural="Products"
      load={async (query, signal) => {
        const res = await api.products.page({ ...query, in: 'category' }, signal, true);
        return { rows: res.products, total: res.total, pages: res.pages };
      }}
      remove={api.products.remove}
      setActive={api.products.setActive}
      columns={[
        thumbnailColumn((p) => p.images[0]?.url ?? ''),
        { header: 'Name', cell: (p) => <span className="font-medium text-ink">{p.name}</span> },
        { header: 'Category', cell: (p) => p.category?.name ?? '-' },
        { header: 'Price', cell: (p) => formatPrice(p.price), className: 'whitespace-nowrap' },
        { header: 'Stock', cell: (p) => p.stock },
      ]}
      panel={({ key, item, onClose, onSaved }) => (
        <ProductPanel
          key={key}
          open
          product={item}
          categories={categories}
          categoriesError={categoriesError}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    />
  );
}
