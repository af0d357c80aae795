// Island of /admin/content: the shared layout (an editor or an admin) around the Content section.
import { AccountLayout } from '../account/AccountLayout';
import { ContentIndex } from './ContentIndex';

export const CONTENT_ROLES = ['admin', 'editor'] as const;

export default function AdminContentPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole={CONTENT_ROLES} currentPath={currentPath}>
      {() => <ContentIndex />}
    </AccountLayout>
  );
}
