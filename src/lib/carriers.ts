// The carriers a shipment may name, declared once: the server checks a shipment's carrier against
// this list and makes its tracking link from the template, and the admin's shipment form offers
// the same list. `other` has no template of its own: the shop's setting `otherCarrierTrackingUrl`
// (src/lib/forms/shopSettings.ts) is its template, and without one no link is made.

export const CARRIERS = {
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={tracking}' },
  usps: { name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={tracking}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={tracking}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={tracking}' },
  'royal-mail': {
    name: 'Royal Mail',
    trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{tracking}',
  },
  'la-poste': { name: 'La Poste', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={tracking}' },
  dpd: { name: 'DPD', trackingUrl: 'https://tracking.dpd.de/status/en_US/parcel/{tracking}' },
  gls: { name: 'GLS', trackingUrl: 'https://gls-group.com/track/{tracking}' },
  postnl: { name: 'PostNL', trackingUrl: 'https://jouw.postnl.nl/track-and-trace/{tracking}' },
  other: { name: 'Other carrier', trackingUrl: null },
} as const satisfies Record<string, { name: string; trackingUrl: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as Carrier[];

export const isCarrier = (value: string): value is Carrier => Object.hasOwn(CARRIERS, value);

/** Where a template takes the tracking number. */
export const TRACKING_PLACEHOLDER = '{tracking}';

/** The tracking link of a number at a carrier: its template with the number URL-encoded; null
 *  without a number or a template (`other` takes the shop's, '' when it has none). */
export function trackingUrlFor(carrier: Carrier, trackingNumber: string | null, otherTemplate: string): string | null {
  const template = CARRIERS[carrier].trackingUrl ?? otherTemplate;
  if (!trackingNumber || !template) return null;
  return template.split(TRACKING_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}
