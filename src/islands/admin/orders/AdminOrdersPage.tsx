// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { OrdersTable } from './OrdersTable';

export default function AdminOrdersPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <OrdersTable />}
    </AccountLayout>
  );
}
