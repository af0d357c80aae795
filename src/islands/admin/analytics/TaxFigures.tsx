// Analytics' tax and shipping: what the paid orders' revenue is without its tax, the tax they
// collected per rate (what the shop owes the tax offices), and the shipping they were charged
// (GET /api/orders/stats).
import { formatPrice } from '../../../lib/formatPrice';
import { plural } from '../../../lib/plural';
import type { OrderStats } from '../../../lib/types';

export function TaxFigures({ stats }: { stats: OrderStats }) {
  const figures = [
    { label: 'Revenue without tax', value: stats.revenueNetOfTax, id: 'net-revenue' },
    { label: 'Tax collected', value: stats.tax, id: 'tax' },
    { label: 'Shipping charged', value: stats.shipping, id: 'shipping' },
  ];
  return (
    <section className="rounded-lg border border-line bg-white p-5 shadow-sm" aria-labelledby="tax-heading">
      <h2 id="tax-heading" className="text-lg font-semibold text-ink">
        Tax and shipping
      </h2>
      <p className="mb-4 text-sm text-ink-soft">In paid orders.</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.id}>
            <dt className="text-sm font-medium text-ink-soft">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-ink" data-testid={`figure-${f.id}`}>
              {formatPrice(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mb-2 mt-6 text-base font-semibold text-ink">Tax per rate</h3>
      {stats.taxPerRate.length === 0 ? (
        <p className="text-ink-muted">No tax collected yet.</p>
      ) : (
        // a scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tax per rate, table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">The tax paid orders collected at each rate</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Rate
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Orders
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Collected
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {stats.taxPerRate.map((t) => (
                <tr key={`${t.name} ${t.rate}`} data-testid="tax-rate-figures">
                  <td className="px-4 py-2">
                    <span className="font-medium text-ink">{t.name}</span>
                    <span className="block text-xs text-ink-soft">{t.rate}%</span>
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">{plural(t.orders, 'order')}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatPrice(t.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
