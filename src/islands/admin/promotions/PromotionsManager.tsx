// /admin/promotions: every promotion with what it gives, what it applies to, when, its uses and
// what it gave, and its state; add/edit panel, "End now", and delete after asking in the shop's
// dialog. The server refuses to delete a promotion an order used (409): its message shows in the
// page with "End now" beside it, since ending is what keeps those orders' discounts intact.
import { useEffect, useState } from 'react';
import { showToast } from '../../../stores/toasts';
import { api, ApiError } from '../../../lib/api';
import { formatPrice } from '../../../lib/formatPrice';
import type { Promotion } from '../../../lib/types';
import { Notice } from '../kit/Notice';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import type { Column } from '../kit/DataTable';
import { DeleteDialog } from '../kit/DeleteDialog';
import { ManagedTable } from '../kit/ManagedTable';
import { PromotionPanel } from './PromotionPanel';
import {
  datesText,
  describePromotion,
  STATE_LABELS,
  targetText,
  usesText,
  valueText,
  type TargetNames,
} from './promotionText';
import { RowActions } from '../kit/RowActions';
import { secondaryButton } from '../kit/ui';
import { useDeleteFlow } from '../kit/useDeleteFlow';
import { useEditPanel } from '../kit/useEditPanel';
import { AddButton } from '../kit/AddButton';
import { pageOfAll, usePagedList } from '../kit/usePagedList';

const PAGE_SIZE = 10;

type Named = { _id: string; name: string };
/** what the page says above the table: a refused delete (with "End now"), or a failed end */
type Notice = { promotion: Promotion; message: string; offerEnd: boolean } | null;

const STATE_CLASS: Record<Promotion['state'], string> = {
  scheduled: 'bg-amber-100 text-amber-900',
  running: 'bg-green-100 text-green-800',
  ended: 'bg-slate-200 text-slate-800',
};

function matches(promotion: Promotion, q: string) {
  const text = q.toLowerCase();
  return promotion.name.toLowerCase().includes(text) || (promotion.code ?? 'automatic').toLowerCase().includes(text);
}

export function PromotionsManager({ zone }: { zone: string }) {
  const list = usePagedList<Promotion>(async (q, page, signal) =>
    pageOfAll(
      (await api.promotions.all(signal)).promotions.filter((p) => matches(p, q)),
      page,
      PAGE_SIZE,
    ),
  );
  const [categories, setCategories] = useState<Named[]>([]);
  const [products, setProducts] = useState<Named[]>([]);
  const [listsError, setListsError] = useState('');
  const panel = useEditPanel<Promotion>();
  const [notice, setNotice] = useState<Notice>(null);
  const [endingId, setEndingId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.categories.all(controller.signal), api.products.all(controller.signal)])
      .then(([c, p]) => {
        setCategories(c.categories.map(({ _id, name }) => ({ _id, name })));
        setProducts(p.products.map(({ _id, name }) => ({ _id, name })));
      })
      .catch((err) => {
        if (!controller.signal.aborted) setListsError(errorMessage(err));
      });
    return () => controller.abort();
  }, []);

  const names: TargetNames = {
    categories: Object.fromEntries(categories.map((c) => [c._id, c.name])),
    products: Object.fromEntries(products.map((p) => [p._id, p.name])),
  };
  const replace = (updated: Promotion) =>
    list.setRows((rows) => rows.map((r) => (r._id === updated._id ? updated : r)));

  async function endNow(promotion: Promotion) {
    if (endingId) return;
    setEndingId(promotion._id);
    try {
      const res = await api.promotions.end(promotion._id, new Date().toISOString());
      replace(res.promotion);
      setNotice(null);
      showToast(`${promotion.name} has ended`);
    } catch (err) {
      if (!handledAuthFailure(err))
        setNotice({ promotion, message: `Could not end ${promotion.name}: ${errorMessage(err)}`, offerEnd: false });
    } finally {
      setEndingId(null);
    }
  }

  const del = useDeleteFlow<Promotion>(async (promotion) => {
    try {
      const res = await api.promotions.remove(promotion._id);
      showToast(res.message);
      setNotice(null);
      list.setRows((rows) => rows.filter((r) => r._id !== promotion._id));
      list.reload();
    } catch (err) {
      if (handledAuthFailure(err)) return;
      const used = err instanceof ApiError && err.status === 409;
      setNotice({ promotion, message: errorMessage(err), offerEnd: used && promotion.state !== 'ended' });
    }
  });

  const columns: Column<Promotion>[] = [
    {
      header: 'Name',
      // the code under the name: a table with a column more than this scrolls sideways at 1280 px
      cell: (p) => (
        <span className="block min-w-32 font-medium text-ink">
          {p.name}
          <span
            className="block text-xs font-normal text-ink-soft [overflow-wrap:anywhere]"
            data-testid="promotion-code"
          >
            {p.code ? `Code ${p.code}` : 'Automatic'}
          </span>
        </span>
      ),
    },
    { header: 'Discount', className: 'whitespace-nowrap', cell: (p) => valueText(p) },
    {
      header: 'Applies to',
      cell: (p) => <span className="line-clamp-2 block min-w-28 max-w-44">{targetText(p.target, names)}</span>,
    },
    {
      header: 'Dates (shop time)',
      cell: (p) => <span className="block min-w-32 max-w-40">{datesText(p.startsAt, p.endsAt, zone)}</span>,
    },
    {
      header: 'Uses / given',
      className: 'whitespace-nowrap',
      cell: (p) => (
        <>
          <span className="block" data-testid="promotion-uses">
            {usesText(p)}
          </span>
          <span className="block text-xs text-ink-soft" data-testid="promotion-given">
            {formatPrice(p.given)} given
          </span>
        </>
      ),
    },
    {
      header: 'State',
      cell: (p) => (
        <span
          data-testid="promotion-state"
          className={`inline-flex h-7 items-center rounded-full px-3 text-xs font-semibold ${STATE_CLASS[p.state]}`}
        >
          {STATE_LABELS[p.state]}
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (p) => (
        // "End now" under the edit and delete icons: side by side they push the column off a 1280 px screen
        <div className="flex w-24 flex-wrap items-center gap-1">
          <RowActions name={p.name} onEdit={() => panel.open(p)} onDelete={() => del.ask(p)} />
          {/* a scheduled one has not started: ending it before its start is refused; edit or delete it */}
          {p.state === 'running' && (
            <button
              type="button"
              className="h-10 whitespace-nowrap rounded-md px-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:bg-slate-100 disabled:opacity-50"
              aria-label={`End ${p.name} now`}
              disabled={endingId === p._id}
              onClick={() => void endNow(p)}
            >
              {endingId === p._id ? 'Ending…' : 'End now'}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      <ManagedTable
        title="Promotions"
        noun="promotions"
        list={list}
        columns={columns}
        searchPlaceholder="Search promotions..."
        pageSize={PAGE_SIZE}
        banner={
          notice && (
            <Notice
              onDismiss={() => setNotice(null)}
              textClassName="w-full sm:w-auto sm:min-w-64 sm:flex-1"
              action={
                notice.offerEnd && (
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={endingId !== null}
                    onClick={() => void endNow(notice.promotion)}
                  >
                    End {notice.promotion.name} now
                  </button>
                )
              }
            >
              <span className="font-semibold">{notice.promotion.name}:</span> {notice.message}
            </Notice>
          )
        }
        toolbar={<AddButton onClick={() => panel.open(null)}>Add Promotion</AddButton>}
      />
      {panel.state.open && (
        <PromotionPanel
          key={panel.state.key}
          promotion={panel.state.item}
          zone={zone}
          categories={categories}
          products={products}
          listsError={listsError}
          onClose={panel.close}
          onSaved={(promotion, mode) => {
            list.placeSaved(promotion, mode, (p) => p._id, PAGE_SIZE);
            panel.close();
          }}
        />
      )}
      <DeleteDialog
        open={del.target !== null}
        title="Delete Promotion"
        name={del.target?.name ?? ''}
        detail={del.target ? `${del.target.code ?? 'Automatic'} · ${describePromotion(del.target, names)}` : ''}
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}
