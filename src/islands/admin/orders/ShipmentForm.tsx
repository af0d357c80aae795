// The admin's "Ship" form of an order (POST /api/orders/{id}/shipments, docs/api.md#shipments): each
// line with the units left to ship (all of them at first, 0 keeps a line back), the carrier from
// the one list (src/lib/carriers.ts), and a tracking number and link, both optional: the server
// makes the carrier's link from the number, a link typed here replaces it. Which units may ship is
// the server's to say; its refusal is shown beside the field it names.
import { useState } from 'react';
import { CARRIER_IDS, CARRIERS, type Carrier } from '../../../lib/carriers';
import { api } from '../../../lib/api';
import { linesLeft, type LineLeft } from '../../../lib/shipmentLines';
import type { Order } from '../../../lib/types';
import { showToast } from '../../../stores/toasts';
import { FormError } from '../kit/FormError';
import { PathField } from '../kit/PathField';
import { PathInput } from '../kit/PathInput';
import { inputClass, primaryButton } from '../kit/ui';
import { focusFirstOf, useFormState, type FormProblems } from '../kit/useFormState';

interface Draft {
  /** order item id -> units in this parcel, as typed */
  units: Record<string, string>;
  carrier: Carrier | '';
  trackingNumber: string;
  trackingUrl: string;
}

const unitsId = (orderItemId: string) => `ship-units-${orderItemId}`;
const FIELD_IDS: Record<string, string> = {
  carrier: 'ship-carrier',
  trackingNumber: 'ship-tracking-number',
  trackingUrl: 'ship-tracking-url',
  items: 'ship-items',
};

const draftOf = (lines: LineLeft[]): Draft => ({
  units: Object.fromEntries(lines.map(({ item, left }) => [item._id, String(left)])),
  carrier: '',
  trackingNumber: '',
  trackingUrl: '',
});

/** The parcel's lines, or the problems of the draft keyed by field id. */
function check(draft: Draft, lines: LineLeft[]) {
  const problems: FormProblems = {};
  const items: { orderItemId: string; quantity: number }[] = [];
  for (const { item, left } of lines) {
    const typed = (draft.units[item._id] ?? '').trim();
    const units = Number(typed);
    if (!/^\d+$/.test(typed) || units > left) problems[unitsId(item._id)] = `A whole number from 0 to ${left}.`;
    else if (units > 0) items.push({ orderItemId: item._id, quantity: units });
  }
  if (!Object.keys(problems).length && !items.length)
    problems[FIELD_IDS.items] = 'Put at least one unit in the parcel.';
  if (!draft.carrier) problems[FIELD_IDS.carrier] = 'Choose the carrier.';
  return { problems, items };
}

export function ShipmentForm({ order, onShipped }: { order: Order; onShipped: (order: Order) => void }) {
  const lines = linesLeft(order);
  // the server names a line by its place in the body's items: the lines sent, in that order
  const [sent, setSent] = useState<string[]>([]);
  const fieldOrder = Object.values(FIELD_IDS).concat(lines.map(({ item }) => unitsId(item._id)));
  const { draft, setDraft, problems, formError, saving, set, show, submitter } = useFormState<Draft, FormProblems>({
    initial: () => draftOf(lines),
    focusFirst: focusFirstOf(fieldOrder, (id) => id),
    problemOfServer: (message) => {
      const match = /^(items\.(\d+)(?:\.\w+)?|carrier|trackingNumber|trackingUrl|items): (.+)$/s.exec(message);
      if (!match) return null;
      const line = match[2] === undefined ? null : sent[Number(match[2])];
      const id = line ? unitsId(line) : FIELD_IDS[match[1]];
      return id ? { [id]: match[3].charAt(0).toUpperCase() + match[3].slice(1) } : null;
    },
  });

  const submit = submitter(() => {
    const { problems: found, items } = check(draft, lines);
    if (show(found)) return false;
    return async () => {
      setSent(items.map((item) => item.orderItemId));
      const res = await api.orders.ship(order._id, {
        items,
        carrier: draft.carrier,
        trackingNumber: draft.trackingNumber.trim() || null,
        trackingUrl: draft.trackingUrl.trim() || null,
      });
      showToast(`Parcel shipped with ${CARRIERS[res.shipment.carrier].name}`);
      onShipped(res.order);
      setDraft(draftOf(linesLeft(res.order)));
    };
  });

  const setUnits = (id: string, value: string) => set('units', { ...draft.units, [id]: value }, unitsId(id));

  return (
    <form onSubmit={submit} noValidate aria-labelledby="ship-heading" className="space-y-4 border-t border-line pt-4">
      <h3 id="ship-heading" className="text-base font-bold text-ink">
        Ship a parcel
      </h3>
      <FormError message={formError} />
      <fieldset id={FIELD_IDS.items} tabIndex={-1} className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-ink">Units in this parcel</legend>
        {lines.map(({ item, left }) => {
          const id = unitsId(item._id);
          return (
            <div key={item._id}>
              <div className="flex items-start justify-between gap-3">
                <label htmlFor={id} className="min-w-0 pt-1 text-sm text-ink [overflow-wrap:anywhere]">
                  {item.name}
                  {item.variant && <span className="block text-xs text-ink-muted">{item.variant}</span>}
                  <span className="block text-xs text-ink-muted">{left} left to ship</span>
                </label>
                <div className="w-20 shrink-0">
                  <input
                    id={id}
                    inputMode="numeric"
                    value={draft.units[item._id] ?? ''}
                    onChange={(e) => setUnits(item._id, e.target.value)}
                    aria-invalid={problems[id] ? true : undefined}
                    aria-describedby={problems[id] ? `${id}-problem` : undefined}
                    className={`${inputClass} text-right`}
                  />
                </div>
              </div>
              {problems[id] && (
                <p id={`${id}-problem`} className="mt-1 text-sm text-sale">
                  {problems[id]}
                </p>
              )}
            </div>
          );
        })}
        {problems[FIELD_IDS.items] && <p className="text-sm text-sale">{problems[FIELD_IDS.items]}</p>}
      </fieldset>
      <PathField id={FIELD_IDS.carrier} label="Carrier" problem={problems[FIELD_IDS.carrier]}>
        {(id, describedBy) => (
          <select
            id={id}
            value={draft.carrier}
            onChange={(e) => set('carrier', e.target.value as Carrier, id)}
            aria-invalid={problems[id] ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">Choose…</option>
            {CARRIER_IDS.map((carrier) => (
              <option key={carrier} value={carrier}>
                {CARRIERS[carrier].name}
              </option>
            ))}
          </select>
        )}
      </PathField>
      <PathInput
        id={FIELD_IDS.trackingNumber}
        label="Tracking number (optional)"
        problem={problems[FIELD_IDS.trackingNumber]}
        hint="Can be added later. The carrier's tracking link is made from it."
        value={draft.trackingNumber}
        onValue={(value) => set('trackingNumber', value, FIELD_IDS.trackingNumber)}
        autoComplete="off"
        spellCheck={false}
      />
      <PathInput
        id={FIELD_IDS.trackingUrl}
        label="Tracking link (optional)"
        problem={problems[FIELD_IDS.trackingUrl]}
        hint="Only when the carrier's own link is not the right one."
        type="url"
        value={draft.trackingUrl}
        onValue={(value) => set('trackingUrl', value, FIELD_IDS.trackingUrl)}
      />
      <button type="submit" className={primaryButton} aria-disabled={saving || undefined}>
        {saving ? 'Shipping…' : 'Ship parcel'}
      </button>
    </form>
  );
}
