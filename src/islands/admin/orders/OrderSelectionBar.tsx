// Above the admin's order table: "Select this page" (ticked, unticked or part of it), how many
// orders are ticked across pages, and "Print packing slips" of them as one PDF.
import { useEffect, useRef } from 'react';
import { plural } from '../../../lib/plural';
import { secondaryButton } from '../kit/ui';
import { PackingSlipButton } from './PackingSlipButton';
import { MAX_SELECTED, type OrderSelection } from './useOrderSelection';

export function OrderSelectionBar({ selection, pageIds }: { selection: OrderSelection; pageIds: string[] }) {
  const pageTicked = pageIds.filter(selection.has).length;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = pageTicked > 0 && pageTicked < pageIds.length;
  }, [pageTicked, pageIds.length]);
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2" data-testid="order-selection">
      <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
        <input
          ref={pageBox}
          type="checkbox"
          checked={pageIds.length > 0 && pageTicked === pageIds.length}
          disabled={pageIds.length === 0}
          onChange={() => selection.togglePage(pageIds)}
          className="h-5 w-5 rounded border-slate-400 text-brand-600"
        />
        Select this page
      </label>
      <p className="text-sm text-ink-soft" aria-live="polite">
        {selection.ids.length ? `${plural(selection.ids.length, 'order')} selected` : 'No orders selected'}
        {selection.ids.length > MAX_SELECTED && `: slips print at most ${MAX_SELECTED} at once`}
      </p>
      <span className="flex flex-wrap gap-2">
        <PackingSlipButton
          slip={{ orderIds: selection.ids }}
          disabled={selection.ids.length === 0 || selection.ids.length > MAX_SELECTED}
        >
          Print packing slips
        </PackingSlipButton>
        {selection.ids.length > 0 && (
          <button type="button" className={secondaryButton} onClick={selection.clear}>
            Clear selection
          </button>
        )}
      </span>
    </div>
  );
}
