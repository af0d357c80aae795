// The orders the admin ticked in the table, kept by id across pages, searches and filters, so a
// day's parcels can be gathered from several pages and their packing slips printed at once.
import { useState } from 'react';

/** The bulk slip takes at most this many orders (docs/api.md#packing-slips). */
export const MAX_SELECTED = 100;

export function useOrderSelection() {
  const [ids, setIds] = useState<string[]>([]);
  const has = (id: string) => ids.includes(id);
  return {
    ids,
    has,
    toggle: (id: string) =>
      setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])),
    /** every row of the page ticked, or none of them when they all are */
    togglePage: (pageIds: string[]) =>
      setIds((current) =>
        pageIds.every((id) => current.includes(id))
          ? current.filter((id) => !pageIds.includes(id))
          : [...current, ...pageIds.filter((id) => !current.includes(id))],
      ),
    clear: () => setIds([]),
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
