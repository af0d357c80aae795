// The shop's mailing list (Messages > Newsletter): every address with its status and dates,
// newest first, searchable and filtered by status; "Export CSV" downloads what the search and the
// filter show, every page of it.
import { useState } from 'react';
import { api } from '../../../lib/api';
import type { NewsletterPage, NewsletterSubscriber } from '../../../lib/types';
import { plural } from '../../../lib/plural';
import { showError } from '../../../stores/toasts';
import { formatDateTime } from '../../orders/formatDate';
import { EmailText } from '../../ui/EmailText';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { DataTable, type Column } from '../kit/DataTable';
import { StatusPill, type PillLook } from '../kit/StatusPill';
import { pagedTableProps } from '../kit/usePagedList';
import { useServerPagedList } from '../kit/useServerPagedList';
import { secondaryButton } from '../kit/ui';

const PAGE_SIZE = 10;
type Status = NewsletterSubscriber['status'];

const STATUS_LOOK: Record<Status, PillLook> = {
  pending: { label: 'Pending', className: 'bg-amber-100 text-amber-900' },
  confirmed: { label: 'Confirmed', className: 'bg-green-100 text-green-900' },
  unsubscribed: { label: 'Unsubscribed', className: 'bg-slate-100 text-ink-soft' },
};

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '-');

export function NewsletterTable() {
  const [status, setStatus] = useState<Status | ''>('');
  const [counts, setCounts] = useState<NewsletterPage['counts'] | null>(null);
  const [exporting, setExporting] = useState(false);
  const list = useServerPagedList(
    (query, signal) => api.newsletter.page({ ...query, status: status || undefined }, signal),
    PAGE_SIZE,
    'subscribers',
    (res) => setCounts(res.counts),
  );

  function filter(next: Status | '') {
    setStatus(next);
    list.setPage(1);
    list.reload();
  }

  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      const { name, blob } = await api.newsletter.exportCsv({ q: list.search.trim(), status: status || undefined });
      const href = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } catch (err) {
      if (!handledAuthFailure(err)) showError(`Could not export the list: ${errorMessage(err)}`);
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<NewsletterSubscriber>[] = [
    { header: 'E-mail', cell: (s) => <EmailText email={s.email} /> },
    {
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (s) => <StatusPill look={STATUS_LOOK[s.status]} />,
    },
    { header: 'Subscribed', className: 'whitespace-nowrap text-xs', cell: (s) => when(s.subscribedAt) },
    { header: 'Confirmed', className: 'whitespace-nowrap text-xs', cell: (s) => when(s.confirmedAt) },
    { header: 'Unsubscribed', className: 'whitespace-nowrap text-xs', cell: (s) => when(s.unsubscribedAt) },
  ];

  const toolbar = (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex items-center gap-2 text-sm text-ink-soft">
        Status
        <select
          value={status}
          onChange={(e) => filter(e.target.value as Status | '')}
          className="h-11 rounded-md border border-slate-400 bg-white px-3 text-sm text-ink"
        >
          <option value="">All</option>
          {(Object.keys(STATUS_LOOK) as Status[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LOOK[s].label}
              {counts ? ` (${counts[s]})` : ''}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={secondaryButton} onClick={() => void exportCsv()} aria-disabled={exporting}>
        {exporting ? 'Exporting…' : 'Export CSV'}
      </button>
    </div>
  );

  return (
    <>
      <p className="mb-3 min-h-5 text-sm text-ink-muted">
        {counts &&
          `${plural(counts.confirmed, 'confirmed subscriber')}, ${counts.pending} waiting for their confirmation, ${counts.unsubscribed} unsubscribed. Only confirmed addresses asked for the newsletter.`}
      </p>
      <DataTable
        label="Newsletter subscribers"
        columns={columns}
        {...pagedTableProps(list)}
        searchPlaceholder="Search e-mail..."
        emptyText={list.search || status ? 'No subscribers match.' : 'No one has subscribed yet.'}
        pageSize={PAGE_SIZE}
        toolbar={toolbar}
      />
    </>
  );
}
