// /admin and /admin/dashboard: live counts from the API instead of an empty stub (docs/product.md#admin).
import { LoadFailure } from '../../ui/LoadFailure';
import { useLoad } from '../../ui/useLoad';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { formatPrice } from '../../../lib/formatPrice';
import type { Placeholder } from '../../../lib/content';
import { CONTENT_PAGE } from '../../../lib/contentLinks';
import type { OrderStats } from '../../../lib/types';
import { PlaceholderList } from '../../content/PlaceholderList';
import { MailDeliveryNotice } from '../kit/MailDeliveryNotice';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { primaryButton } from '../kit/ui';

interface Counts {
  productsActive: number;
  productsInactive: number;
  categories: number;
  customersActive: number;
  customersBlocked: number;
  orders: OrderStats;
}

async function loadCounts(): Promise<Counts> {
  // one-row pages: only their totals are read, so this stays cheap with any number of rows
  const [all, active, categories, customersActive, customersBlocked, orders] = await Promise.all([
    api.products.page({ limit: 1 }),
    api.products.page({ limit: 1, active: true }),
    api.categories.page({ limit: 1 }),
    api.users.page({ limit: 1, role: 'customer', status: 'active' }),
    api.users.page({ limit: 1, role: 'customer', status: 'blocked' }),
    api.orders.stats(),
  ]);
  return {
    productsActive: active.total,
    productsInactive: all.total - active.total,
    categories: categories.total,
    customersActive: customersActive.total,
    customersBlocked: customersBlocked.total,
    orders,
  };
}

export function AdminDashboard() {
  const { data: counts, error, retry } = useLoad(() => loadCounts());
  const [placeholders, setPlaceholders] = useState<Placeholder[] | null>(null);
  const [placeholderError, setPlaceholderError] = useState('');
  const [setUp, setSetUp] = useState<boolean | null>(null);

  // what the owner still has to fill in (docs/product.md#deliberate-changes, 30), read on its own:
  // the counts do not wait for the content folder
  useEffect(() => {
    api.content
      .overview()
      .then((overview) => setPlaceholders(overview.placeholders))
      .catch((err) => !handledAuthFailure(err) && setPlaceholderError(errorMessage(err)));
    // linked until the shop was set up once (docs/product.md#deliberate-changes, 31)
    api.setup
      .get()
      .then((view) => setSetUp(view.setUpAt !== null))
      // unknown is shown as set up: the list below still says what is left
      .catch(() => setSetUp(true));
  }, []);

  const cards: { title: string; href: string; stats: [string, number | string | undefined][] }[] = [
    {
      title: 'Products',
      href: '/admin/products',
      stats: [
        ['Active', counts?.productsActive],
        ['Inactive', counts?.productsInactive],
      ],
    },
    { title: 'Categories', href: '/admin/categories', stats: [['Total', counts?.categories]] },
    {
      title: 'Customers',
      href: '/admin/customers',
      stats: [
        ['Active', counts?.customersActive],
        ['Blocked', counts?.customersBlocked],
      ],
    },
    {
      title: 'Orders',
      href: '/admin/orders',
      stats: [
        ['Pending', counts?.orders.counts.pending],
        ['Paid', counts?.orders.counts.paid],
        ['Shipped', counts?.orders.counts.shipped],
        ['Delivered', counts?.orders.counts.delivered],
        ['Cancelled', counts?.orders.counts.cancelled],
      ],
    },
    {
      title: 'Revenue',
      href: '/admin/analytics',
      stats: [
        ['Paid', counts ? formatPrice(counts.orders.revenue) : undefined],
        ['Not paid yet', counts ? formatPrice(counts.orders.unpaid.total) : undefined],
      ],
    },
  ];

  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Dashboard</h1>
      <MailDeliveryNotice className="mb-6" outboxLink />
      {error && <LoadFailure what="the counts" error={error} onRetry={retry} />}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={!counts && !error}>
        {cards.map((card) => (
          <li key={card.title} className="rounded-lg border border-line bg-white p-5 shadow-sm">
            <h2 className="text-base font-semibold text-ink">
              <a href={card.href} className="hover:text-brand-700 hover:underline">
                {card.title}
              </a>
            </h2>
            <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-4">
              {card.stats.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-ink-muted">{label}</dt>
                  <dd
                    className="mt-1 text-3xl font-bold tabular-nums text-ink"
                    data-testid={`count-${card.title}-${label}`.toLowerCase().replace(/ /g, '-')}
                  >
                    {value ?? (
                      <span
                        className="inline-block h-8 w-12 animate-pulse rounded bg-slate-100 align-middle"
                        aria-label="Loading"
                      />
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <section aria-labelledby="placeholders-heading" className="mt-8 grid gap-3">
        <h2 id="placeholders-heading" className="text-lg font-semibold text-ink">
          Still to fill in{placeholders ? ` (${placeholders.length})` : ''}
        </h2>
        <p className="text-sm text-ink-soft">
          Template text the shop came with. Replace it in{' '}
          <a href="/admin/setup" className="font-medium text-brand-700 underline underline-offset-2">
            Set up your shop
          </a>{' '}
          or in{' '}
          <a href={CONTENT_PAGE} className="font-medium text-brand-700 underline underline-offset-2">
            Content
          </a>
          .
        </p>
        {setUp === false && placeholders && (
          <section
            aria-labelledby="setup-heading"
            className="flex flex-wrap items-center gap-4 rounded-lg border border-brand-200 bg-brand-50 p-5"
          >
            <div className="min-w-0 flex-1">
              <h3 id="setup-heading" className="text-base font-semibold text-ink">
                Your shop still shows the template’s details
              </h3>
              <p className="mt-1 text-sm text-ink-soft">
                Give its name, contact details, seller and law once: every page and invoice shows them.
              </p>
            </div>
            <a href="/admin/setup" className={primaryButton}>
              Set up your shop
            </a>
          </section>
        )}
        {placeholderError ? (
          <p role="alert" className="text-sm text-sale">
            Could not read the content: {placeholderError}
          </p>
        ) : placeholders && setUp !== null ? (
          <PlaceholderList placeholders={placeholders} />
        ) : (
          <p role="status" className="text-sm text-ink-muted">
            Loading
          </p>
        )}
      </section>
    </>
  );
}
