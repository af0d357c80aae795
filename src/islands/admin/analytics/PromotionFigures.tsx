// Analytics' money: the revenue the shop has (paid orders' totals, already after their
// discounts, so the figures never add into a "before" the orders never charged), what promotions
// took off those orders, and apart the value of orders not paid yet (GET /api/orders/stats).
import { formatPrice } from '../../../lib/formatPrice';
import type { OrderStats } from '../../../lib/types';

const ordersText = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

export function PromotionFigures({ stats }: { stats: OrderStats }) {
  const figures = [
    {
      label: 'Revenue (after discounts)',
      value: stats.revenue,
      id: 'revenue',
      counts: `${ordersText(stats.paidOrders)} paid`,
    },
    { label: 'Discounts given', value: stats.discounts, id: 'discounts', counts: 'on those paid orders' },
    {
      label: 'Not paid yet',
      value: stats.unpaid.total,
      id: 'unpaid',
      counts: `${ordersText(stats.unpaid.orders)} to be paid on delivery`,
    },
  ];
  return (
    <section className="rounded-lg border border-line bg-white p-5 shadow-sm" aria-labelledby="money-heading">
      <h2 id="money-heading" className="sr-only">
        Revenue, discounts and orders not paid yet
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.id}>
            <dt className="text-sm font-medium text-ink-soft">{f.label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-ink" data-testid={`figure-${f.id}`}>
              {formatPrice(f.value)}
            </dd>
            <dd className="text-xs text-ink-muted" data-testid={`figure-${f.id}-counts`}>
              {f.counts}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        Paid: a card order once Stripe confirms its payment, a pay-on-delivery order once it is delivered.
      </p>
    </section>
  );
}

export function PromotionsTable({ promotions }: { promotions: OrderStats['promotions'] }) {
  return (
    <section className="rounded-lg border border-line bg-white p-5 shadow-sm" aria-labelledby="promotions-heading">
      <h2 id="promotions-heading" className="mb-4 text-lg font-semibold text-ink">
        Promotions
      </h2>
      {promotions.length === 0 ? (
        <p className="text-ink-muted">No promotion has been used yet.</p>
      ) : (
        // a scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Promotions used, table">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Each promotion used by orders that stand: its uses and what it gave</caption>
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-2">
                  Promotion
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Uses
                </th>
                <th scope="col" className="px-4 py-2 text-right">
                  Given
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {promotions.map((p) => (
                <tr key={p.promotionId} data-testid="promotion-figures">
                  <td className="px-4 py-2">
                    <span className="font-medium text-ink">{p.name}</span>
                    <span className="block text-xs text-ink-soft [overflow-wrap:anywhere]">
                      {p.code ? `Code ${p.code}` : 'Automatic'}
                    </span>
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">{p.uses}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatPrice(p.given)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
