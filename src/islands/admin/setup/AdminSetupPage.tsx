// /admin/setup, "Set up your shop" (docs/api.md#setup): linked from the dashboard until the shop
// was set up once; the form is ./ShopSetupForm.tsx.
import { api } from '../../../lib/api';
import { AccountLayout } from '../../account/AccountLayout';
import { LoadFailure } from '../../ui/LoadFailure';
import { useLoad } from '../../ui/useLoad';
import { ShopSetupForm } from './ShopSetupForm';

export default function AdminSetupPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <Setup />}
    </AccountLayout>
  );
}

function Setup() {
  const {
    data: view,
    setData,
    error,
    retry,
  } = useLoad((signal) => api.setup.get(signal).then(({ success: _ok, ...view }) => view));
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Set up your shop</h1>
      <p className="mb-6 mt-1 max-w-3xl text-sm text-ink-soft">
        What every page and document shows, asked once. One save writes the shop’s settings and publishes the pages with
        your answers.
      </p>
      {error && <LoadFailure what="the setup" error={error} onRetry={retry} />}
      {!view && !error && (
        <p role="status" className="text-ink-muted">
          Loading
        </p>
      )}
      {view && <ShopSetupForm view={view} onSaved={setData} />}
    </>
  );
}
