// /admin/categories: server-paged table with product counts, Active/Inactive toggle,
// add/edit panel, delete dialog (the server refuses, 409, while products use the category).
import { api } from '../../../lib/api';
import type { Category } from '../../../lib/types';
import { CatalogueManager, thumbnailColumn } from '../kit/CatalogueManager';
import { CategoryPanel } from './CategoryPanel';

export function CategoriesManager() {
  return (
    <CatalogueManager<Category>
      noun="Category"
      plural="Categories"
      load={async (query, signal) => {
        const res = await api.categories.page(query, signal, true);
        return { rows: res.categories, total: res.total, pages: res.pages };
      }}
      remove={api.categories.remove}
      setActive={api.categories.setActive}
      columns={[
        thumbnailColumn((c) => c.image),
        { header: 'Name', cell: (c) => <span className="font-medium text-ink">{c.name}</span> },
        { header: 'Description', cell: (c) => <span className="line-clamp-2 max-w-xs">{c.description}</span> },
        { header: 'Products', cell: (c) => c.productCount },
      ]}
      panel={({ key, item, onClose, onSaved }) => (
        <CategoryPanel key={key} open category={item} onClose={onClose} onSaved={onSaved} />
      )}
    />
  );
}
