// /admin/analytics: revenue of paid orders (after discounts), the discounts given and the orders
// not paid yet, the revenue without tax, the tax per rate and the shipping charged, orders and revenue per day for the last 30 days, the best sellers by units in
// paid orders, and each promotion's uses and what it gave.
import { api } from '../../../lib/api';
import { formatPrice } from '../../../lib/formatPrice';
import { AccountLayout } from '../../account/AccountLayout';
import { LoadFailure } from '../../ui/LoadFailure';
import { useLoad } from '../../ui/useLoad';
import { SalesChart, SalesTable } from './SalesChart';
import { ItemThumb } from '../../ui/ItemThumb';
import { PromotionFigures, PromotionsTable } from './PromotionFigures';
import { TaxFigures } from './TaxFigures';

export default function AdminAnalyticsPage({ currentPath }: { currentPath: string }) {
  return (
    <AccountLayout requiredRole="admin" currentPath={currentPath}>
      {() => <Analytics />}
    </AccountLayout>
  );
}

function Analytics() {
  const { data: stats, error, retry } = useLoad((signal) => api.orders.stats(signal));

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Analytics</h1>
      {error && <LoadFailure what="the figures" error={error} onRetry={retry} />}
      {!stats && !error && (
        <p role="status" className="text-ink-muted">
          Loading
        </p>
      )}
      {stats && (
        <div className="space-y-6">
          <PromotionFigures stats={stats} />
          <TaxFigures stats={stats} />
          <section className="rounded-lg border border-line bg-white p-5 shadow-sm" aria-labelledby="sales-heading">
            <h2 id="sales-heading" className="mb-4 text-lg font-semibold text-ink">
              Last 30 days
            </h2>
            <SalesChart days={stats.days} />
            <div className="mt-4">
              <SalesTable days={stats.days} />
            </div>
          </section>
          <section className="rounded-lg border border-line bg-white p-5 shadow-sm" aria-labelledby="top-heading">
            <h2 id="top-heading" className="text-lg font-semibold text-ink">
              Top products
            </h2>
            <p className="mb-4 text-sm text-ink-soft">By units in paid orders.</p>
            {stats.topProducts.length === 0 ? (
              <p className="text-ink-muted">No paid orders yet.</p>
            ) : (
              <ol className="divide-y divide-line">
                {stats.topProducts.map((p, i) => (
                  <li key={p.productId} className="flex items-center gap-3 py-3" data-testid="top-product">
                    <span className="w-6 shrink-0 text-right font-bold text-ink-muted">{i + 1}.</span>
                    {p.image && <ItemThumb src={p.image} />}
                    <span className="min-w-0 flex-1 font-medium text-ink">
                      {p.name}
                      <span className="block text-sm font-normal text-ink-soft">{p.quantity} sold</span>
                    </span>
                    <span className="shrink-0 text-right font-semibold text-ink">{formatPrice(p.revenue)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <PromotionsTable promotions={stats.promotions} />
        </div>
      )}
    </>
  );
}
