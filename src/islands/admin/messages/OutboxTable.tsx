// The outbox: every mail, newest first, 10 a page, with its delivery state; "View" shows a mail's
// text and links. A failed mail (the mail server refused or could not be reached for three days)
// can be sent again.
import { api } from '../../../lib/api';
import type { MailStatus, OutboxMail } from '../../../lib/types';
import { formatDateTime } from '../../orders/formatDate';
import { DataTable, type Column } from '../kit/DataTable';
import { StatusPill, type PillLook } from '../kit/StatusPill';
import { OutboxMailPanel } from './OutboxMailPanel';
import { useRowUpdate } from '../kit/useRowUpdate';
import { pagedTableProps } from '../kit/usePagedList';
import { useServerPagedList } from '../kit/useServerPagedList';
import { plural } from '../../../lib/plural';
import { EmailText } from '../../ui/EmailText';
import { MailDeliveryNotice } from '../kit/MailDeliveryNotice';
import { rowButton, rowPrimaryButton } from '../kit/rowButtons';
import { useRowPanel } from '../kit/useRowPanel';

const PAGE_SIZE = 10;

const STATUS_LOOK: Record<MailStatus, PillLook> = {
  queued: { label: 'Queued', className: 'bg-slate-100 text-ink-soft' },
  sent: { label: 'Sent', className: 'bg-green-100 text-green-900' },
  logged: { label: 'Logged', className: 'bg-sky-100 text-sky-900' },
  retrying: { label: 'Retrying', className: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

export function OutboxTable({ onFailed }: { onFailed: (n: number) => void }) {
  const panel = useRowPanel<OutboxMail>();
  const list = useServerPagedList(api.outbox.page, PAGE_SIZE, 'mails', (res) => onFailed(res.failed));
  const retry = useRowUpdate(list);

  const columns: Column<OutboxMail>[] = [
    { header: 'Recipient', cell: (m) => <EmailText email={m.to} /> },
    { header: 'Subject', cell: (m) => <span className="text-ink">{m.subject}</span> },
    {
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (m) => <StatusPill look={STATUS_LOOK[m.status]} />,
    },
    { header: 'Tries', cell: (m) => m.tries },
    {
      header: 'Last error',
      cell: (m) =>
        m.lastError ? (
          <span className="block max-w-xs text-xs text-ink-soft [overflow-wrap:anywhere]">{m.lastError}</span>
        ) : (
          '-'
        ),
    },
    {
      header: 'When',
      className: 'whitespace-nowrap',
      cell: (m) => (
        <span className="text-xs">
          {formatDateTime(m.createdAt)}
          {m.status === 'retrying' && (
            <span className="block text-ink-muted">next try {formatDateTime(m.nextTryAt)}</span>
          )}
        </span>
      ),
    },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (m) => (
        <span className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={(e) => panel.show(m, e.currentTarget)}
            className={rowButton}
            aria-label={`View the mail "${m.subject}" to ${m.to}`}
          >
            View
          </button>
          {m.status === 'failed' && (
            <button
              type="button"
              disabled={retry.busyId === m._id}
              onClick={() =>
                void retry
                  .update(
                    m,
                    async () => (await api.outbox.retry(m._id)).mail,
                    (updated) => `The mail to ${updated.to} will be sent again`,
                  )
                  .then(list.reload)
              }
              className={rowPrimaryButton}
              aria-label={`Send the mail "${m.subject}" to ${m.to} again`}
            >
              Send again
            </button>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <MailDeliveryNotice className="mb-4" />
      {list.status === 'ready' && (
        <p className="mb-3 text-sm text-ink-muted">
          {plural(list.total, 'mail')} in total. Mails are retried by themselves for three days; only a failed one needs
          you.
        </p>
      )}
      <DataTable
        label="Outbox"
        columns={columns}
        {...pagedTableProps(list)}
        searchPlaceholder="Search recipient or subject..."
        emptyText={list.search ? 'No mails match your search.' : 'No mails yet.'}
        pageSize={PAGE_SIZE}
      />
      <OutboxMailPanel mail={panel.open} onClose={panel.close} />
    </>
  );
}
