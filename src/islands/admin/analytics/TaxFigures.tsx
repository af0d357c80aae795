// Analytics' tax and shipping: what the paid orders' revenue is without its tax, the tax they
// collected per rate (what the shop owes the tax offices), and the shipping they were charged
// (GET /api/orders/stats).
import { formatPrice } from '../../../lib/formatPrice';
import { plural } from '../../../lib/plural';
import type { OrderStats } from '../../../lib/types';
import { FigureList, FiguresTable, type Figure } from './FiguresTable';

export function TaxFigures({ stats }: { stats: OrderStats }) {
  const figures: Figure[] = [
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
      <FigureList figures={figures} />
      <h3 className="mb-2 mt-6 text-base font-semibold text-ink">Tax per rate</h3>
      {stats.taxPerRate.length === 0 ? (
        <p className="text-ink-muted">No tax collected yet.</p>
      ) : (
        <FiguresTable
          label="Tax per rate, table"
          caption="The tax paid orders collected at each rate"
          titles={['Rate', 'Orders', 'Collected']}
          rowTestId="tax-rate-figures"
          rows={stats.taxPerRate.map((t) => ({
            key: `${t.name} ${t.rate}`,
            name: t.name,
            note: `${t.rate}%`,
            figures: [plural(t.orders, 'order'), formatPrice(t.amount)],
          }))}
        />
      )}
    </section>
  );
}
