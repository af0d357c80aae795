// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { PromotionsManager } from './PromotionsManager';

/** `zone`: the shop's time zone, the one the server reads a promotion's dates in */
export default function AdminPromotionsPage({ currentPath, zone }: { currentPath: string; zone: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <PromotionsManager zone={zone} />}
    </AccountLayout>
  );
}
