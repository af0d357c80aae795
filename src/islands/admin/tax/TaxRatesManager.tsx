// /admin/tax: every tax rate (docs/api.md#tax), grouped by country (by the country's name;
// in a country the whole-country rates first, then by region and class), with an add/edit panel
// (./TaxRatePanel.tsx) and delete after asking in the shop's dialog. Real loading, empty and error
// states: without rates the shop charges no tax, and the page says so.
import { useCallback, useEffect, useState } from 'react';
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { countryName } from '../../../lib/countries';
import type { TaxRate } from '../../../lib/types';
import { Notice } from '../kit/Notice';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { DeleteDialog } from '../kit/DeleteDialog';
import { RowActions } from '../kit/RowActions';
import { TaxRatePanel } from './TaxRatePanel';
import { TAX_CLASS_LABELS, TAX_CLASSES } from './taxRateDraft';
import { secondaryButton } from '../kit/ui';
import { useDeleteFlow } from '../kit/useDeleteFlow';
import { useEditPanel } from '../kit/useEditPanel';
import { AddButton } from '../kit/AddButton';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; rates: TaxRate[] };

const rateText = (rate: number) => `${Number(rate.toFixed(3))}%`;
const regionText = (r: TaxRate) => r.region ?? 'Whole country';
/** What the row's buttons are named by: many countries have a "VAT" */
const rowName = (r: TaxRate) => `${r.name} (${r.country}, ${regionText(r)}, ${TAX_CLASS_LABELS[r.taxClass]})`;

/** Countries by name, each with its rates: whole country first, then by region, then by class. */
function byCountry(rates: TaxRate[]): [string, TaxRate[]][] {
  const groups = new Map<string, TaxRate[]>();
  for (const rate of rates) groups.set(rate.country, [...(groups.get(rate.country) ?? []), rate]);
  const order = (r: TaxRate) =>
    `${r.region === null ? 0 : 1}${(r.region ?? '').toLowerCase()}${TAX_CLASSES.indexOf(r.taxClass)}`;
  return [...groups]
    .map(([country, list]): [string, TaxRate[]] => [country, list.sort((a, b) => order(a).localeCompare(order(b)))])
    .sort(([a], [b]) => countryName(a).localeCompare(countryName(b)));
}

export function TaxRatesManager() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const panel = useEditPanel<TaxRate>();
  const [notice, setNotice] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.tax
      .rates(controller.signal)
      .then((res) => setLoad({ status: 'ready', rates: res.rates }))
      .catch((err) => {
        if (controller.signal.aborted || handledAuthFailure(err)) return;
        setLoad({ status: 'error', message: errorMessage(err) });
      });
    return () => controller.abort();
  }, [attempt]);

  const update = useCallback(
    (change: (rates: TaxRate[]) => TaxRate[]) =>
      setLoad((l) => (l.status === 'ready' ? { status: 'ready', rates: change(l.rates) } : l)),
    [],
  );

  const del = useDeleteFlow<TaxRate>(async (rate) => {
    try {
      const res = await api.tax.remove(rate._id);
      showToast(res.message);
      setNotice('');
      update((rates) => rates.filter((r) => r._id !== rate._id));
    } catch (err) {
      if (!handledAuthFailure(err)) setNotice(`Could not delete ${rate.name}: ${errorMessage(err)}`);
    }
  });

  const rates = load.status === 'ready' ? load.rates : [];
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-ink">Tax</h1>
        <AddButton onClick={() => panel.open(null)}>Add Tax Rate</AddButton>
      </div>
      {notice && <Notice onDismiss={() => setNotice('')}>{notice}</Notice>}
      {load.status === 'loading' && (
        <div aria-busy="true" className="space-y-4">
          <p role="status" className="sr-only">
            Loading
          </p>
          {[0, 1].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-lg border border-line bg-white" />
          ))}
        </div>
      )}
      {load.status === 'error' && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-lg border border-line bg-white p-6 text-sm text-sale"
        >
          <p>Could not load the tax rates: {load.message}</p>
          <button type="button" className={secondaryButton} onClick={() => setAttempt((a) => a + 1)}>
            Try again
          </button>
        </div>
      )}
      {load.status === 'ready' && rates.length === 0 && (
        <div className="rounded-lg border border-dashed border-line bg-white p-8 text-center">
          <p className="text-lg font-semibold text-ink">No tax rates yet.</p>
          <p className="mt-2 text-sm text-ink-muted">Without rates the shop charges no tax.</p>
        </div>
      )}
      <div className="space-y-6">
        {byCountry(rates).map(([country, list]) => (
          <CountryRates key={country} country={country} rates={list} onEdit={panel.open} onDelete={del.ask} />
        ))}
      </div>
      {panel.state.open && (
        <TaxRatePanel
          key={panel.state.key}
          rate={panel.state.item}
          onClose={panel.close}
          onSaved={(saved) => {
            update((list) => [...list.filter((r) => r._id !== saved._id), saved]);
            panel.close();
          }}
        />
      )}
      <DeleteDialog
        open={del.target !== null}
        title="Delete Tax Rate"
        name={del.target?.name ?? ''}
        detail={
          del.target
            ? `${countryName(del.target.country)} · ${regionText(del.target)} · ${TAX_CLASS_LABELS[del.target.taxClass]} · ${rateText(del.target.rate)}`
            : ''
        }
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}

/** Fixed widths, so every country's table lines up with the others. */
const COLUMNS = [
  ['Region', 'w-1/4'],
  ['Class', 'w-1/6'],
  ['Rate', 'w-1/6'],
  ['Name', ''],
  ['Actions', 'w-28'],
] as const;

/** One country's rates: a table on wider screens, a card per rate on phones. */
function CountryRates({
  country,
  rates,
  onEdit,
  onDelete,
}: {
  country: string;
  rates: TaxRate[];
  onEdit: (rate: TaxRate) => void;
  onDelete: (rate: TaxRate) => void;
}) {
  const headingId = `tax-country-${country}`;
  const label = `${countryName(country)} (${country})`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-white shadow-sm"
      data-testid="tax-country"
    >
      <h2 id={headingId} className="border-b border-line px-4 py-3 text-base font-semibold text-ink">
        {label}
      </h2>
      <table className="hidden w-full table-fixed text-left text-sm sm:table">
        <caption className="sr-only">Tax rates of {label}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            {COLUMNS.map(([h, width]) => (
              <th key={h} scope="col" className={`px-4 py-2 font-semibold ${width}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rates.map((r) => (
            <tr key={r._id}>
              <td className="px-4 py-2 text-ink-soft [overflow-wrap:anywhere]">{regionText(r)}</td>
              <td className="px-4 py-2 text-ink-soft">{TAX_CLASS_LABELS[r.taxClass]}</td>
              <td className="px-4 py-2 font-semibold text-ink">{rateText(r.rate)}</td>
              <td className="px-4 py-2 text-ink [overflow-wrap:anywhere]">{r.name}</td>
              <td className="px-4 py-1">
                <RowActions name={rowName(r)} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="divide-y divide-line sm:hidden">
        {rates.map((r) => (
          <li key={r._id} className="flex items-center gap-3 px-4 py-3 text-sm">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink [overflow-wrap:anywhere]">
                {r.name} <span className="font-semibold">{rateText(r.rate)}</span>
              </p>
              <p className="text-ink-soft">
                {regionText(r)} · {TAX_CLASS_LABELS[r.taxClass]}
              </p>
            </div>
            <RowActions name={rowName(r)} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
