// Order lines keep name, image and price but not the category (docs/api.md#commerce-contract),
// so the Orders table looks up the category of the few products on screen, once per product.
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

const known = new Map<string, Promise<string>>();

function categoryOf(productId: string): Promise<string> {
  let pending = known.get(productId);
  if (!pending) {
    // a deleted product has no category any more: shown as a dash
    pending = api.products.one(productId, undefined, true).then(
      ({ product }) => product.category?.name ?? '',
      () => '',
    );
    known.set(productId, pending);
  }
  return pending;
}

export function useProductCategories(productIds: string[]): Record<string, string> {
  const [names, setNames] = useState<Record<string, string>>({});
  const key = [...new Set(productIds)].sort().join(',');
  useEffect(() => {
    let live = true;
    const ids = key ? key.split(',') : [];
    void Promise.all(ids.map(async (id) => [id, await categoryOf(id)] as const)).then((entries) => {
      if (live) setNames((current) => ({ ...current, ...Object.fromEntries(entries) }));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
