// /admin/shipping: every shipping zone (docs/api.md#shipping) with the countries it covers and its
// methods with their prices and estimates; add/edit panel (./ShippingZonePanel.tsx), and delete
// after asking in the shop's dialog. Without zones the shop ships free everywhere: the page says so.
import { useState } from 'react';
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { countryName } from '../../../lib/countries';
import { deliveryEstimate } from '../../../lib/deliveryEstimate';
import type { ShippingZone } from '../../../lib/types';
import { Notice } from '../kit/Notice';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import type { Column } from '../kit/DataTable';
import { DeleteDialog } from '../kit/DeleteDialog';
import { ManagedTable } from '../kit/ManagedTable';
import { RowActions } from '../kit/RowActions';
import { ShippingZonePanel } from './ShippingZonePanel';
import { countriesText, methodPriceText, narrowingText } from './shippingZoneText';
import { useDeleteFlow } from '../kit/useDeleteFlow';
import { useEditPanel } from '../kit/useEditPanel';
import { AddButton } from '../kit/AddButton';
import { pageOfAll, usePagedList } from '../kit/usePagedList';

const PAGE_SIZE = 20;

function matches(zone: ShippingZone, q: string) {
  const text = q.toLowerCase();
  return [zone.name, ...zone.countries, ...zone.countries.map(countryName)].some((t) => t.toLowerCase().includes(text));
}

export function ShippingZonesManager() {
  const list = usePagedList<ShippingZone>(async (q, page, signal) =>
    pageOfAll(
      (await api.shipping.zones(signal)).zones.filter((z) => matches(z, q)),
      page,
      PAGE_SIZE,
    ),
  );
  const panel = useEditPanel<ShippingZone>();
  const [notice, setNotice] = useState('');

  const del = useDeleteFlow<ShippingZone>(async (zone) => {
    try {
      const res = await api.shipping.remove(zone._id);
      showToast(res.message);
      setNotice('');
      list.setRows((rows) => rows.filter((r) => r._id !== zone._id));
      list.reload();
    } catch (err) {
      if (!handledAuthFailure(err)) setNotice(`Could not delete ${zone.name}: ${errorMessage(err)}`);
    }
  });

  const columns: Column<ShippingZone>[] = [
    { header: 'Name', cell: (z) => <span className="block min-w-28 font-medium text-ink">{z.name}</span> },
    {
      header: 'Countries',
      cell: (z) => (
        <span className="block min-w-32 max-w-64" data-testid="zone-countries">
          {countriesText(z.countries)}
          {narrowingText(z) && <span className="block text-xs text-ink-soft">{narrowingText(z)}</span>}
        </span>
      ),
    },
    {
      header: 'Methods',
      cell: (z) => (
        <ul className="min-w-48 space-y-1" data-testid="zone-methods">
          {z.methods.map((m) => (
            <li key={m.id}>
              <span className="font-medium text-ink">{m.name}</span>: {methodPriceText(m)}
              <span className="block text-xs text-ink-soft">{deliveryEstimate(m)}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Actions',
      cell: (z) => <RowActions name={z.name} onEdit={() => panel.open(z)} onDelete={() => del.ask(z)} />,
    },
  ];

  const noZones = list.status === 'ready' && list.total === 0 && !list.search;
  return (
    <>
      <ManagedTable
        title="Shipping"
        noun="shipping zones"
        list={list}
        columns={columns}
        searchPlaceholder="Search zones or countries..."
        pageSize={PAGE_SIZE}
        banner={
          <>
            {notice && <Notice onDismiss={() => setNotice('')}>{notice}</Notice>}
            <p className="mb-4 text-sm text-ink-soft">
              {noZones
                ? 'Without zones every order ships free, everywhere. Add a zone to charge for shipping or to limit where the shop ships.'
                : 'An address gets the most precise zone that serves it (postal codes, then regions, then its country, then the rest of the world). An address outside every zone is told the shop does not ship there.'}
            </p>
          </>
        }
        toolbar={<AddButton onClick={() => panel.open(null)}>Add Zone</AddButton>}
      />
      {panel.state.open && (
        <ShippingZonePanel
          key={panel.state.key}
          zone={panel.state.item}
          onClose={panel.close}
          onSaved={(zone, mode) => {
            list.placeSaved(zone, mode, (z) => z._id, PAGE_SIZE);
            panel.close();
          }}
        />
      )}
      <DeleteDialog
        open={del.target !== null}
        title="Delete Shipping Zone"
        name={del.target?.name ?? ''}
        detail={
          del.target
            ? `${countriesText(del.target.countries)} · ${del.target.methods.length} method${del.target.methods.length === 1 ? '' : 's'}. Orders placed with it keep their shipping.`
            : ''
        }
        busy={del.busy}
        onCancel={del.cancel}
        onConfirm={del.confirm}
      />
    </>
  );
}
