// /admin/customers: server-paged users (search on name or e-mail, 5 rows a page), status
// toggle active <-> blocked (blocking, which signs the customer out, after asking), content editor
// <-> customer (docs/product.md#deliberate-changes, 29), delete after asking. The signed-in admin's
// own row offers none: locking yourself out is refused by the server too.
import { useState } from 'react';
import { showError, showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import type { User } from '../../../lib/types';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Icon } from '../../ui/Icon';
import { trash } from '../../ui/icons/trash';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import type { Column } from '../kit/DataTable';
import { DeleteDialog } from '../kit/DeleteDialog';
import { orDash } from '../kit/format';
import { ManagedTable } from '../kit/ManagedTable';
import { StatusButton } from '../kit/StatusButton';
import { iconButton } from '../kit/ui';
import { useDeleteFlow } from '../kit/useDeleteFlow';
import { useServerPagedList } from '../kit/useServerPagedList';
import { useRowUpdate } from '../kit/useRowUpdate';
import { EmailText } from '../../ui/EmailText';

const PAGE_SIZE = 5;

export function CustomersManager({ me }: { me: User }) {
  const list = useServerPagedList((query) => api.users.page(query), PAGE_SIZE, 'users');
  const status = useRowUpdate(list);
  const [blocking, setBlocking] = useState<User | null>(null);

  const del = useDeleteFlow<User>(async (user) => {
    try {
      const res = await api.users.remove(user._id);
      showToast(res.message || `${user.name} was deleted`);
      list.setRows((rows) => rows.filter((r) => r._id !== user._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) showError(`Could not delete ${user.name}: ${errorMessage(err)}`);
    }
  });

  const toggle = async (user: User) => {
    const next = user.status === 'active' ? 'blocked' : 'active';
    await status.update(
      user,
      async () => (await api.users.setStatus(user._id, next)).user ?? { ...user, status: next },
      (updated) => `${updated.name} is now ${updated.status}`,
    );
    setBlocking(null);
  };

  const role = useRowUpdate(list);
  const toggleEditor = (user: User) => {
    const next = user.role === 'editor' ? 'customer' : 'editor';
    return role.update(
      user,
      async () => (await api.users.setRole(user._id, next)).user ?? { ...user, role: next },
      (updated) =>
        updated.role === 'editor' ? `${updated.name} is now a content editor` : `${updated.name} is now a customer`,
    );
  };

  const columns: Column<User>[] = [
    { header: 'Name', cell: (u) => <span className="font-medium text-ink">{orDash(u.name)}</span> },
    {
      header: 'Email',
      // the badge: whether the owner followed the sign-up's verification link
      cell: (u) => (
        <>
          {u.email ? <EmailText email={u.email} /> : '-'}{' '}
          <span
            className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
              u.emailVerified ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-ink-soft'
            }`}
          >
            {u.emailVerified ? 'Verified' : 'Not verified'}
          </span>
        </>
      ),
    },
    { header: 'Contact', cell: (u) => orDash(u.contact), className: 'whitespace-nowrap' },
    { header: 'Address', cell: (u) => orDash(u.address) },
    {
      header: 'Role',
      cell: (u) =>
        u.role === 'admin' ? (
          <span className="text-xs font-semibold text-ink-soft">Admin</span>
        ) : (
          <button
            type="button"
            onClick={() => toggleEditor(u)}
            disabled={role.busyId === u._id}
            aria-label={
              u.role === 'editor'
                ? `Editor: make ${u.name} a customer again`
                : `Customer: make ${u.name} a content editor`
            }
            title={u.role === 'editor' ? 'Make a customer again' : 'Make a content editor'}
            className={`inline-flex h-8 min-w-20 items-center justify-center rounded-full border px-3 text-xs font-semibold disabled:opacity-60 ${
              u.role === 'editor'
                ? 'border-brand-200 bg-brand-50 text-brand-800 hover:bg-brand-100'
                : 'border-line bg-white text-ink-soft hover:bg-slate-100'
            }`}
          >
            {u.role === 'editor' ? 'Editor' : 'Customer'}
          </button>
        ),
    },
    {
      header: 'Status',
      cell: (u) => (
        <StatusButton
          on={u.status === 'active'}
          label={u.status === 'active' ? 'Active' : 'Blocked'}
          actionLabel={
            u._id === me._id
              ? 'your own account cannot be blocked'
              : `${u.status === 'active' ? 'Block' : 'Unblock'} ${u.name}`
          }
          busy={status.busyId === u._id}
          disabled={u._id === me._id}
          onClick={() => (u.status === 'active' ? setBlocking(u) : void toggle(u))}
        />
      ),
    },
    {
      header: 'Actions',
      cell: (u) =>
        u._id === me._id ? (
          <span className="text-xs text-ink-muted">You</span>
        ) : (
          <button
            type="button"
            className={`${iconButton} hover:text-sale`}
            aria-label={`Delete ${u.name}`}
            onClick={() => del.ask(u)}
          >
            <Icon icon={trash} />
          </button>
        ),
    },
  ];

  return (
    <>
      <ManagedTable
        title="Customers"
        noun="customers"
        list={list}
        columns={columns}
        searchPlaceholder="Search customer..."
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
      <ConfirmDialog
        open={blocking !== null}
        title="Block Customer"
        confirmLabel="Block"
        busyLabel="Blocking…"
        busy={blocking !== null && status.busyId === blocking._id}
        onCancel={() => setBlocking(null)}
        onConfirm={() => blocking && void toggle(blocking)}
      >
        <p>Are you sure you want to block:</p>
        <p className="mt-2 font-semibold text-ink">{blocking?.name}</p>
        <p className="mt-1 break-words">{blocking?.email}</p>
        <p className="mt-3">Their account stops working at once: they cannot sign in until they are unblocked.</p>
      </ConfirmDialog>
    </>
  );
}
