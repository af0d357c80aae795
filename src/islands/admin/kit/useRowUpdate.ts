// A row-level change (status toggles): one row busy at a time, the row replaced by the
// updated one, a toast either way; a refused session is handled by the layout's sign-out.
import { useState } from 'react';
import { showError, showToast } from '../../../stores/toasts';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import type { PagedList } from './usePagedList';

export function useRowUpdate<T extends { _id: string }>(list: PagedList<T>) {
  const [busyId, setBusyId] = useState<string | null>(null);

  async function update(row: T, run: () => Promise<T>, successText: (updated: T) => string) {
    setBusyId(row._id);
    try {
      const updated = await run();
      list.setRows((rows) => rows.map((r) => (r._id === row._id ? updated : r)));
      showToast(successText(updated));
    } catch (err) {
      if (!handledAuthFailure(err)) showError(`Could not change the status: ${errorMessage(err)}`);
    } finally {
      setBusyId(null);
    }
  }

  return { busyId, update };
}
