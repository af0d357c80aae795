// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { ProductsManager } from './ProductsManager';

export default function AdminProductsPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <ProductsManager />}
    </AccountLayout>
  );
}
