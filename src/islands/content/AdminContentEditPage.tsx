// Island of /admin/content/edit: the shared layout (an editor or an admin) around one entry's editor.
import { AccountLayout } from '../account/AccountLayout';
import { CONTENT_ROLES } from './AdminContentPage';
import { ContentEditor } from './ContentEditor';

export default function AdminContentEditPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole={CONTENT_ROLES} currentPath={currentPath}>
      {() => <ContentEditor />}
    </AccountLayout>
  );
}
