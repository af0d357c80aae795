// Revenue (bars) and orders (dots on a line) per day, hand-made SVG: no chart library for one
// picture. The picture is summarised for screen readers; the table under it has every figure.
import { formatPrice } from '../../../lib/formatPrice';
import { formatCents, roundToDollars, sumCents, toCents } from '../../../lib/money';
import type { OrderStats } from '../../../lib/types';
import { TableHead } from '../../ui/TableHead';
import { plural } from '../../../lib/plural';

/** The picture's geometry: one wide layout, and one for phones whose labels stay readable when
 *  the picture is scaled to a 390 px screen (fewer date labels, larger text). */
interface Layout {
  id: string;
  W: number;
  H: number;
  pad: { top: number; right: number; bottom: number; left: number };
  fontSize: number;
  /** a date label every this many days, counted back from today */
  labelEvery: number;
}
const layout = (
  id: string,
  [W, H]: [number, number],
  [top, right, bottom, left]: number[],
  fontSize: number,
  labelEvery: number,
): Layout => ({
  id,
  W,
  H,
  pad: { top: top!, right: right!, bottom: bottom!, left: left! },
  fontSize,
  labelEvery,
});
const WIDE = layout('wide', [720, 240], [16, 40, 28, 64], 11, 7);
const NARROW = layout('narrow', [340, 220], [14, 34, 26, 58], 13, 14);

const shortDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A day's revenue in cents: sums of the API's decimals in floats drift off the cent. */
const revenueCents = (day: OrderStats['days'][number]) => toCents(day.revenue);

function summaryOf(days: OrderStats['days']): string {
  const totalRevenue = sumCents(days.map(revenueCents));
  const totalOrders = days.reduce((s, d) => s + d.orders, 0);
  const best = days.reduce(
    (a, b) => (revenueCents(b) > revenueCents(a) ? b : a),
    days[0] ?? { date: '', revenue: 0, orders: 0 },
  );
  return `${plural(totalOrders, 'order')} placed and ${formatCents(totalRevenue)} revenue from paid orders in the last ${plural(days.length, 'day')}${best.revenue ? `; best day ${shortDate(best.date)} with ${formatCents(revenueCents(best))}` : ''}.`;
}

function ChartPicture({ days, layout, summary }: { days: OrderStats['days']; layout: Layout; summary: string }) {
  const { W, H, pad: PAD, fontSize, labelEvery, id } = layout;
  // a dollar at least, so a month without sales still has an axis
  const maxRevenue = Math.max(100, ...days.map(revenueCents));
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + i * slot + slot / 2;
  const yRevenue = (v: number) => PAD.top + plotH - (v / maxRevenue) * plotH;
  const yOrders = (v: number) => PAD.top + plotH - (v / maxOrders) * plotH;
  const ticks = [0, 0.5, 1];
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full"
      role="img"
      aria-labelledby={`sales-chart-title-${id} sales-chart-desc-${id}`}
      data-testid={`sales-chart-${id}`}
    >
      <title id={`sales-chart-title-${id}`}>Orders and revenue per day</title>
      <desc id={`sales-chart-desc-${id}`}>{summary}</desc>
      {ticks.map((t) => (
        <g key={t}>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={yRevenue(t * maxRevenue)}
            y2={yRevenue(t * maxRevenue)}
            stroke="#e2e8f0"
          />
          <text x={PAD.left - 6} y={yRevenue(t * maxRevenue) + 4} textAnchor="end" fontSize={fontSize} fill="#475569">
            {formatCents(roundToDollars(t * maxRevenue)).replace(/\.00$/, '')}
          </text>
          <text x={W - PAD.right + 6} y={yOrders(t * maxOrders) + 4} fontSize={fontSize} fill="#1e3a8a">
            {Math.round(t * maxOrders * 10) / 10}
          </text>
        </g>
      ))}
      {days.map((d, i) => (
        <rect
          key={d.date}
          x={x(i) - slot * 0.35}
          width={slot * 0.7}
          y={yRevenue(revenueCents(d))}
          height={PAD.top + plotH - yRevenue(revenueCents(d))}
          fill="#93c5fd"
        />
      ))}
      <polyline
        fill="none"
        stroke="#1e3a8a"
        strokeWidth="2"
        points={days.map((d, i) => `${x(i)},${yOrders(d.orders)}`).join(' ')}
      />
      {days.map((d, i) => (
        <circle key={d.date} cx={x(i)} cy={yOrders(d.orders)} r="3" fill="#1e3a8a" />
      ))}
      {days.map((d, i) =>
        (days.length - 1 - i) % labelEvery === 0 ? (
          <text key={d.date} x={x(i)} y={H - 8} textAnchor="middle" fontSize={fontSize} fill="#475569">
            {shortDate(d.date)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

export function SalesChart({ days }: { days: OrderStats['days'] }) {
  const summary = summaryOf(days);
  return (
    <figure className="space-y-3">
      {/* one picture per width: only the shown one is in the accessibility tree */}
      <div className="sm:hidden">
        <ChartPicture days={days} layout={NARROW} summary={summary} />
      </div>
      <div className="hidden sm:block">
        <ChartPicture days={days} layout={WIDE} summary={summary} />
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm text-ink-soft">
        <span className="flex items-center gap-2">
          <span className="inline-block h-3 w-3 bg-[#93c5fd]" aria-hidden="true" />
          Revenue of paid orders (left axis)
        </span>
        <span className="flex items-center gap-2">
          <span className="inline-block h-0.5 w-4 bg-[#1e3a8a]" aria-hidden="true" />
          Orders placed that stand (right axis)
        </span>
        <span>{summary}</span>
      </figcaption>
    </figure>
  );
}

export function SalesTable({ days }: { days: OrderStats['days'] }) {
  return (
    // a scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
    <div
      className="max-h-80 overflow-y-auto rounded-lg border border-line"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Orders and revenue per day, table"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders and revenue per day, last 30 days</caption>
        <TableHead
          className="sticky top-0 bg-slate-50 text-ink-muted"
          columns={[
            ['Day', 'px-4 py-2'],
            ['Orders placed', 'px-4 py-2 text-right'],
            ['Paid revenue', 'px-4 py-2 text-right'],
          ]}
        />
        <tbody className="divide-y divide-line">
          {[...days].reverse().map((d) => (
            <tr key={d.date}>
              <th scope="row" className="px-4 py-2 font-normal">
                {shortDate(d.date)}
              </th>
              <td className="px-4 py-2 text-right tabular-nums">{d.orders}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatPrice(d.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
