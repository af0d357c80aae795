// Analytics' money: the revenue the shop has (paid orders' totals, already after their
// discounts, so the figures never add into a "before" the orders never charged), what promotions
// took off those orders, and apart the value of orders not paid yet (GET /api/orders/stats).
import { formatPrice } from '../../../lib/formatPrice';
import type { OrderStats } from '../../../lib/types';
import { FigureList, FiguresTable, type Figure } from './FiguresTable';

const ordersText = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

export function PromotionFigures({ stats }: { stats: OrderStats }) {
  const figures: Figure[] = [
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
      <FigureList figures={figures} />
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
        <FiguresTable
          label="Promotions used, table"
          caption="Each promotion used by orders that stand: its uses and what it gave"
          titles={['Promotion', 'Uses', 'Given']}
          rowTestId="promotion-figures"
          rows={promotions.map((p) => ({
            key: p.promotionId,
            name: p.name,
            note: p.code ? `Code ${p.code}` : 'Automatic',
            figures: [p.uses, formatPrice(p.given)],
          }))}
        />
      )}
    </section>
  );
}
