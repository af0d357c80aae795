// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { TaxRatesManager } from './TaxRatesManager';

export default function AdminTaxPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <TaxRatesManager />}
    </AccountLayout>
  );
}
