// /admin/customers: server-paged users (search on name or e-mail, 5 rows a page), status
// toggle active <-> blocked, delete after asking. The signed-in admin's own row offers
// neither: locking yourself out is refused by the server too.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import type { User } from '../../lib/types';
import { $token } from '../../stores/session';
import { Icon } from '../account/Icon';
import { errorMessage, handledAuthFailure } from '../account/sessionExpired';
import { DataTable, type Column } from './DataTable';
import { DeleteDialog } from './DeleteDialog';
import { orDash } from './format';
import { StatusButton } from './StatusButton';
import { iconButton } from './ui';
import { useDeleteFlow } from './useDeleteFlow';
import { usePagedList } from './usePagedList';

const PAGE_SIZE = 5;

export function CustomersManager({ me }: { me: User }) {
  const list = usePagedList<User>(async (q, page) => {
    const res = await api.users.page($token.get(), { q, page, limit: PAGE_SIZE });
    return { rows: res.users, total: res.total, pages: res.pages };
  });
  const [toggling, setToggling] = useState<string | null>(null);

  const del = useDeleteFlow<User>(async (user) => {
    try {
      const res = await api.users.remove($token.get(), user._id);
      toast.success(res.message || `${user.name} was deleted`);
      list.setRows((rows) => rows.filter((r) => r._id !== user._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) toast.error(`Could not delete ${user.name}: ${errorMessage(err)}`);
    }
  });

  async function toggle(user: User) {
    setToggling(user._id);
    const next = user.status === 'active' ? 'blocked' : 'active';
    try {
      const res = await api.users.setStatus($token.get(), user._id, next);
      const updated = res.user ?? { ...user, status: next };
      list.setRows((rows) => rows.map((r) => (r._id === user._id ? updated : r)));
      toast.success(`${user.name} is now ${next}`);
    } catch (err) {
      if (!handledAuthFailure(err)) toast.error(`Could not change the status: ${errorMessage(err)}`);
    } finally {
      setToggling(null);
    }
  }

  const columns: Column<User>[] = [
    { header: 'Name', cell: (u) => <span className="font-medium text-ink">{orDash(u.name)}</span> },
    { header: 'Email', cell: (u) => <span className="break-all">{orDash(u.email)}</span> },
    { header: 'Contact', cell: (u) => orDash(u.contact), className: 'whitespace-nowrap' },
    { header: 'Address', cell: (u) => orDash(u.address) },
    {
      header: 'Status',
      cell: (u) => (
        <StatusButton
          on={u.status === 'active'}
          label={u.status === 'active' ? 'Active' : 'Blocked'}
          actionLabel={u._id === me._id ? 'your own account cannot be blocked' : `${u.status === 'active' ? 'Block' : 'Unblock'} ${u.name}`}
          busy={toggling === u._id}
          disabled={u._id === me._id}
          onClick={() => toggle(u)}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (u) =>
        u._id === me._id ? (
          <span className="text-xs text-ink-muted">You</span>
        ) : (
          <button type="button" className={`${iconButton} hover:text-sale`} aria-label={`Delete ${u.name}`} onClick={() => del.ask(u)}>
            <Icon name="trash" />
          </button>
        ),
    },
  ];

  return (
    <>
      <div className="mb-6 flex items-baseline justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">Customers</h1>
        {list.status === 'ready' && <p className="text-sm text-ink-muted">{list.total} in total</p>}
      </div>
      <DataTable
        label="Customers"
        columns={columns}
        rows={list.rows}
        rowKey={(u) => u._id}
        search={list.search}
        onSearch={list.setSearch}
        searchPlaceholder="Search customer..."
        page={list.page}
        pages={list.pages}
        onPage={list.setPage}
        status={list.status}
        error={list.error}
        onRetry={list.reload}
        emptyText={list.search ? 'No customers match your search.' : 'No customers yet.'}
        pageSize={PAGE_SIZE}
      />
      <DeleteDialog
        open={del.target !== null}
        title="Delete Customer"
        name={del.target?.name ?? ''}
        detail={del.target?.email ?? ''}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}
