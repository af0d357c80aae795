// The contact messages, unread first, 8 a page. "Open" shows the whole message and marks it read;
// the reply written there is mailed to the writer through the outbox. The unread count (the tab's
// badge) follows every message read or unread here, without loading the list again.
import { useEffect, useState } from 'react';
import { showError } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import type { ContactMessage } from '../../../lib/types';
import { formatDateTime } from '../../orders/formatDate';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { DataTable, type Column } from '../kit/DataTable';
import { MessagePanel } from './MessagePanel';
import { useRowUpdate } from '../kit/useRowUpdate';
import { pagedTableProps } from '../kit/usePagedList';
import { useServerPagedList } from '../kit/useServerPagedList';
import { plural } from '../../../lib/plural';
import { EmailText } from '../../ui/EmailText';
import { rowButton, rowPrimaryButton } from '../kit/rowButtons';
import { useRowPanel } from '../kit/useRowPanel';

const PAGE_SIZE = 8;

export function ContactMessagesTable({ onUnread }: { onUnread: (n: number) => void }) {
  const [unread, setUnread] = useState<number | null>(null);
  const panel = useRowPanel<ContactMessage>();
  const list = useServerPagedList(api.messages.page, PAGE_SIZE, 'messages', (res) => setUnread(res.unread));
  const readState = useRowUpdate(list);
  useEffect(() => {
    if (unread !== null) onUnread(unread);
  }, [unread]); // eslint-disable-line react-hooks/exhaustive-deps

  const replace = (message: ContactMessage) =>
    list.setRows((rows) => rows.map((r) => (r._id === message._id ? message : r)));

  /** The server's answer to a read change of `before`: the count moves with it. */
  const readChanged = (before: ContactMessage, after: ContactMessage) => {
    if (before.read !== after.read) setUnread((n) => Math.max(0, (n ?? 0) + (after.read ? -1 : 1)));
    return after;
  };

  const setRead = (message: ContactMessage, read: boolean) =>
    readState.update(
      message,
      async () => readChanged(message, (await api.messages.setRead(message._id, read)).contactMessage),
      (updated) => `The message from ${updated.name} is marked ${updated.read ? 'read' : 'unread'}`,
    );

  async function openMessage(message: ContactMessage, button: HTMLElement) {
    panel.show(message, button);
    if (message.read) return;
    try {
      const updated = readChanged(message, (await api.messages.setRead(message._id, true)).contactMessage);
      replace(updated);
      panel.setOpen((current) => (current?._id === updated._id ? updated : current));
    } catch (err) {
      if (!handledAuthFailure(err)) showError(`Could not mark the message read: ${errorMessage(err)}`);
    }
  }

  const columns: Column<ContactMessage>[] = [
    {
      header: 'From',
      cell: (m) => (
        <span className={`break-words ${m.read ? '' : 'font-semibold text-ink'}`}>
          {m.read ? null : (
            <span className="mr-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">New</span>
          )}
          {m.name}
          <EmailText email={m.email} className="block text-xs font-normal text-ink-muted" />
        </span>
      ),
    },
    {
      header: 'Subject',
      cell: (m) => (
        <span className={m.read ? '' : 'font-semibold text-ink'}>
          {m.subject}
          {m.repliedAt && <span className="block text-xs font-normal text-green-800">Answered</span>}
        </span>
      ),
    },
    { header: 'Received', className: 'whitespace-nowrap', cell: (m) => formatDateTime(m.createdAt) },
    {
      header: 'Actions',
      className: 'whitespace-nowrap',
      cell: (m) => (
        <span className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={(e) => void openMessage(m, e.currentTarget)}
            className={rowPrimaryButton}
            aria-label={`Open and reply to the message from ${m.name}: ${m.subject}`}
          >
            Open
          </button>
          <button
            type="button"
            onClick={() => void setRead(m, !m.read)}
            disabled={readState.busyId === m._id}
            className={rowButton}
            aria-label={`Mark the message from ${m.name} as ${m.read ? 'unread' : 'read'}`}
          >
            {m.read ? 'Mark unread' : 'Mark read'}
          </button>
        </span>
      ),
    },
  ];

  return (
    <>
      {list.status === 'ready' && (
        <p className="mb-3 text-sm text-ink-muted">{plural(list.total, 'message')} in total</p>
      )}
      <DataTable
        label="Contact messages"
        columns={columns}
        {...pagedTableProps(list)}
        searchPlaceholder="Search messages..."
        emptyText={list.search ? 'No messages match your search.' : 'No messages yet.'}
        pageSize={PAGE_SIZE}
      />
      <MessagePanel
        message={panel.open}
        onClose={panel.close}
        onReplied={(updated) => {
          const before = list.rows.find((r) => r._id === updated._id);
          if (before) readChanged(before, updated);
          panel.setOpen(updated);
          replace(updated);
        }}
      />
    </>
  );
}
