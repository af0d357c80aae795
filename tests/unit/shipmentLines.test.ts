// What is still to come of an order (src/lib/shipmentLines.ts): units bought less those in parcels.
import { describe, expect, it } from 'vitest';
import { linesLeft } from '../../src/lib/shipmentLines';
import type { Order, Shipment } from '../../src/lib/types';

const item = (id: string, quantity: number) => ({ _id: id, name: id, quantity }) as Order['items'][number];
const parcel = (lines: [string, number][]) =>
  ({ items: lines.map(([orderItemId, quantity]) => ({ orderItemId, quantity })) }) as Shipment;

describe('linesLeft', () => {
  it('is every line in full before anything ships', () => {
    expect(
      linesLeft({ status: 'paid', items: [item('a', 2), item('b', 1)], shipments: [] }).map((l) => l.left),
    ).toEqual([2, 1]);
  });

  it('subtracts each parcel and leaves out lines that have all shipped', () => {
    const order = {
      status: 'paid' as const,
      items: [item('a', 3), item('b', 1)],
      shipments: [
        parcel([['a', 1]]),
        parcel([
          ['a', 1],
          ['b', 1],
        ]),
      ],
    };
    expect(linesLeft(order).map((l) => [l.item._id, l.left])).toEqual([['a', 1]]);
  });

  it('is empty once everything has shipped', () => {
    expect(linesLeft({ status: 'paid', items: [item('a', 1)], shipments: [parcel([['a', 1]])] })).toEqual([]);
  });

  it('is empty for an order moved to shipped by hand, or cancelled, as the server counts it', () => {
    for (const status of ['shipped', 'cancelled'] as const)
      expect(linesLeft({ status, items: [item('a', 2)], shipments: [parcel([['a', 1]])] })).toEqual([]);
  });
});
