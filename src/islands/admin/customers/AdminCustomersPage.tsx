// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { CustomersManager } from './CustomersManager';

export default function AdminCustomersPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {(user) => <CustomersManager me={user} />}
    </AccountLayout>
  );
}
