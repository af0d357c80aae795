// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { ShippingZonesManager } from './ShippingZonesManager';

export default function AdminShippingPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <ShippingZonesManager />}
    </AccountLayout>
  );
}
