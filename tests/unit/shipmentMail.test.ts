// A parcel's mail (src/server/mail/templates/orderShipment.ts) and the carriers' tracking links
// (src/lib/carriers.ts): the wording of a part, the last and the only parcel, what is in it and
// still to come, HTML escaped, and numbers URL-encoded into the templates.
import { describe, expect, it } from 'vitest';
import { CARRIER_IDS, trackingUrlFor } from '../../src/lib/carriers';
import { render } from '../../src/server/mail/templates/orderShipment';
import type { ShopInfo } from '../../src/server/mail/shop';
import type { ShipmentRecord } from '../../src/server/orders/orderRecord';
import { sampleOrder } from '../helpers/orderRecord';

const shop = { name: 'Electro Shop', url: 'https://shop.example' } as ShopInfo;

const parcel = (items: ShipmentRecord['items'], tracking: Partial<ShipmentRecord> = {}): ShipmentRecord => ({
  id: `s-${Math.random()}`,
  items,
  carrier: 'dhl',
  trackingNumber: 'JD 1',
  trackingUrl: 'https://dhl.example/JD%201',
  shippedAt: new Date(),
  deliveredAt: null,
  ...tracking,
});

describe('the parcel mail', () => {
  it('a part: its carrier, number and link, what is in it and what is still to come', () => {
    const shipment = parcel([{ position: 0, quantity: 1 }]);
    const mail = render({ order: { ...sampleOrder, shipments: [shipment] }, shipment, last: false }, shop);
    expect(mail.subject).toBe('Electro Shop: a parcel of order EL-10042 has shipped');
    expect(mail.text).toContain('Carrier: DHL\nTracking number: JD 1\nTrack your parcel: https://dhl.example/JD%201');
    expect(mail.text).toContain('In this parcel:\n- 1 x Cable <USB-C> & "more"\n\nStill to come:\n- 1 x Cable');
    expect(mail.text).toContain('- 1 x Laptop\n  16 GB / Silver · SKU SKU-2');
    expect(mail.html).toContain('Cable &lt;USB-C&gt; &amp; &quot;more&quot;');
    expect(mail.html).not.toContain('<USB-C>');
    expect(mail.html).toContain('Track your parcel');
  });

  it('the last of several says so and that everything has shipped; nothing is still to come', () => {
    const first = parcel([{ position: 0, quantity: 2 }]);
    const last = parcel([{ position: 1, quantity: 1 }], { carrier: 'other', trackingNumber: null, trackingUrl: null });
    const order = { ...sampleOrder, status: 'shipped' as const, shipments: [first, last] };
    const mail = render({ order, shipment: last, last: true }, shop);
    expect(mail.subject).toBe('Electro Shop: the last parcel of order EL-10042 has shipped');
    expect(mail.text).toContain('everything you ordered has shipped. You pay the courier when it is delivered.');
    expect(mail.text).not.toContain('Still to come');
    expect(mail.text).not.toContain('Carrier:');
    expect(mail.html).not.toContain('Track your parcel');
  });

  it('the only parcel reads as the order having shipped', () => {
    const only = parcel([
      { position: 0, quantity: 2 },
      { position: 1, quantity: 1 },
    ]);
    const order = { ...sampleOrder, status: 'shipped' as const, paymentMethod: 'card' as const, shipments: [only] };
    const mail = render({ order, shipment: only, last: true }, shop);
    expect(mail.subject).toBe('Electro Shop: order EL-10042 has shipped');
    expect(mail.text).toContain('Hello Ann Buyer, your order EL-10042 is on its way.\n');
  });
});

describe('tracking links', () => {
  it('puts the number URL-encoded into each carrier’s template; other takes the shop’s, or none', () => {
    expect(trackingUrlFor('ups', '1Z 9/9&x', '')).toBe('https://www.ups.com/track?tracknum=1Z%209%2F9%26x');
    for (const carrier of CARRIER_IDS.filter((c) => c !== 'other'))
      expect(trackingUrlFor(carrier, 'AB1', '')).toMatch(/^https:\/\/.*AB1/);
    expect(trackingUrlFor('other', 'AB1', '')).toBeNull();
    expect(trackingUrlFor('other', 'AB 1', 'https://t.example/{tracking}/{tracking}')).toBe(
      'https://t.example/AB%201/AB%201',
    );
    expect(trackingUrlFor('dhl', null, '')).toBeNull();
  });
});
