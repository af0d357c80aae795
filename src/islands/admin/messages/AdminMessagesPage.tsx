// Island of one admin page: the shared layout (admin role required) around its content.
import { AccountLayout } from '../../account/AccountLayout';
import { MessagesManager } from './MessagesManager';

export default function AdminMessagesPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <MessagesManager />}
    </AccountLayout>
  );
}
