// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { AdminDashboard } from './AdminDashboard';

export default function AdminDashboardPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <AdminDashboard />}
    </AccountLayout>
  );
}
