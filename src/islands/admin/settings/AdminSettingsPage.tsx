// /admin/settings ("Setting"): the shop's own details and tax mode (./ShopSettingsForm.tsx), where
// they are printed and set next to them, and the history of their changes.
import { api } from '../../../lib/api';
import { AccountLayout } from '../../account/AccountLayout';
import { LoadFailure } from '../../ui/LoadFailure';
import { useLoad } from '../../ui/useLoad';
import { SettingsHistory } from './SettingsHistory';
import { ShopSettingsForm } from './ShopSettingsForm';

export default function AdminSettingsPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <Settings />}
    </AccountLayout>
  );
}

const card = 'rounded-lg border border-line bg-white p-5 shadow-sm';
const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

function Settings() {
  const {
    data: loaded,
    setData: setLoaded,
    error,
    retry,
  } = useLoad((signal) => api.settings.get(signal).then(({ settings, history }) => ({ settings, history })));

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Setting</h1>
      {error && <LoadFailure what="the settings" error={error} onRetry={retry} />}
      {!loaded && !error && (
        <p role="status" className="text-ink-muted">
          Loading
        </p>
      )}
      {loaded && (
        <div className="grid gap-6 lg:grid-cols-3">
          <section className={`${card} lg:col-span-2`} aria-labelledby="settings-heading">
            <h2 id="settings-heading" className="mb-4 text-lg font-semibold text-ink">
              Shop details and tax
            </h2>
            <ShopSettingsForm
              settings={loaded.settings}
              onSaved={(settings, history) => setLoaded({ settings, history })}
            />
          </section>
          <aside className={`${card} space-y-3 text-sm text-ink-soft lg:self-start`} aria-labelledby="settings-notes">
            <h2 id="settings-notes" className="text-lg font-semibold text-ink">
              Where these apply
            </h2>
            <p>
              Invoices and credit notes print the legal name, address and tax ID as they are when each one is issued: a
              change here applies to the next ones, not to those already issued.
            </p>
            <p>The tax mode applies to every cart and order from now on; orders already placed keep their amounts.</p>
            <p>
              The rates per country and region are on{' '}
              <a href="/admin/tax" className={link}>
                Tax rates
              </a>
              , the shipping zones and methods on{' '}
              <a href="/admin/shipping" className={link}>
                Shipping
              </a>
              .
            </p>
          </aside>
          <section className={`${card} lg:col-span-3`} aria-labelledby="history-heading">
            <h2 id="history-heading" className="mb-2 text-lg font-semibold text-ink">
              History
            </h2>
            <SettingsHistory history={loaded.history} />
          </section>
        </div>
      )}
    </>
  );
}
