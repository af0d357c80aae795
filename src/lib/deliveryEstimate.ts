// How a shipping method's delivery estimate reads wherever it is shown: checkout's choices, the
// order's page, the admin's zones and the order mails (docs/api.md#shipping).

interface Estimate {
  minDays: number;
  maxDays: number;
}

/** "3-5", or "2" when both ends are the same day. */
export const dayRange = ({ minDays, maxDays }: Estimate) =>
  minDays === maxDays ? `${maxDays}` : `${minDays}-${maxDays}`;

/** "3-5 business days", "0-1 business days", "1 business day". */
export const deliveryEstimate = (estimate: Estimate) =>
  `${dayRange(estimate)} business ${dayRange(estimate) === '1' ? 'day' : 'days'}`;
