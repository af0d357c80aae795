// Opens packing slips (docs/api.md#packing-slips) in a new tab. They are for admins only, so the
// PDF is fetched with the session's token and shown from memory: a plain link would carry no
// token. The tab is opened at the press, before the answer, because a browser blocks a tab opened
// later; a refusal closes it again and says why in the page.
import type { ReactNode } from 'react';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { showError } from '../../../stores/toasts';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { secondaryButton } from '../kit/ui';

type Slip = Parameters<typeof api.orders.packingSlip>[0];

export function PackingSlipButton({
  slip,
  label,
  disabled = false,
  children,
}: {
  slip: Slip;
  /** the accessible name, when the visible words need the parcel or the count beside them */
  label?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [opening, setOpening] = useState(false);

  async function open() {
    if (opening || disabled) return;
    setOpening(true);
    const tab = window.open('', '_blank');
    try {
      const { blob } = await api.orders.packingSlip(slip);
      const href = URL.createObjectURL(blob);
      if (tab) tab.location.href = href;
      else window.location.assign(href);
      // the tab has read it by then; the memory goes back
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (err) {
      tab?.close();
      if (!handledAuthFailure(err)) showError(`Could not open the packing slip: ${errorMessage(err)}`);
    } finally {
      setOpening(false);
    }
  }

  return (
    <button
      type="button"
      // aria-disabled, not disabled: the button stays in the tab order and says why nothing happens
      className={`${secondaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      aria-label={label}
      aria-disabled={disabled || opening || undefined}
      onClick={() => void open()}
    >
      {opening ? 'Opening…' : children}
    </button>
  );
}
