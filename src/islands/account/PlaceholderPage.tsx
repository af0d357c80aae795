// The placeholder screens (docs/product.md#admin): the layout plus the page's title, nothing else.
import type { Role } from '../../lib/types';
import { AccountLayout } from './AccountLayout';

interface Props {
  title: string;
  currentPath: string;
  requiredRole?: Role;
}

export default function PlaceholderPage({ title, currentPath, requiredRole }: Props) {
  return (
    <AccountLayout requiredRole={requiredRole} currentPath={currentPath}>
      {() => <h1 className="text-2xl font-bold text-ink">{title}</h1>}
    </AccountLayout>
  );
}
