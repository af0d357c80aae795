// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { CategoriesManager } from './CategoriesManager';

export default function AdminCategoriesPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <CategoriesManager />}
    </AccountLayout>
  );
}
