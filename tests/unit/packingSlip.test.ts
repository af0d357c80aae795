// A packing slip's words (src/server/invoices/packingSlip.ts slipLayout): every line of the order,
// or the lines and quantities a parcel holds with its label (shipments print those), and never a
// price; a line the order lacks, or more of it than was ordered, refused.
import { describe, expect, it } from 'vitest';
import { slipLayout } from '../../src/server/invoices/packingSlip';
import { sampleOrder as order } from '../helpers/orderRecord';

const seller = { legalName: 'Electro Shop GmbH', address: 'Hauptstr. 1\n\n10115 Berlin', taxId: 'DE123456789' };

describe('slipLayout', () => {
  it('prints every line in full, the shop, the address and the note, and no prices or tax ID', () => {
    const layout = slipLayout({ order: { ...order, note: '  Ring twice  ' } }, seller);
    expect(layout.title).toBe('Packing slip EL-10042');
    expect(layout.from).toEqual(['Electro Shop GmbH', 'Hauptstr. 1', '10115 Berlin']);
    expect(layout.shipTo[0]).toBe('Ann Buyer');
    expect(layout.rows).toEqual([
      ['SKU-1', 'Cable <USB-C> & "more"', '2', '☐'],
      ['SKU-2', 'Laptop\n16 GB / Silver', '1', '☐'],
    ]);
    expect(layout.note).toBe('Ring twice');
    expect(JSON.stringify(layout)).not.toMatch(/\$|9\.50|1,?199|DE123456789/);
  });

  it('prints the chosen lines with the parcel quantities and its label', () => {
    const two = { ...order, items: [order.items[0], { ...order.items[1], quantity: 3 }] };
    const layout = slipLayout(
      {
        order: two,
        lines: [
          { line: 1, quantity: 2 },
          { line: 0, quantity: 1 },
        ],
        parcel: 'Parcel 1 of 2',
      },
      seller,
    );
    expect(layout.rows.map(([sku, , quantity]) => [sku, quantity])).toEqual([
      ['SKU-2', '2'],
      ['SKU-1', '1'],
    ]);
    expect(layout.facts).toContain('Parcel 1 of 2');
  });

  it('refuses a line the order lacks, a quantity beyond the ordered one, and no lines', () => {
    expect(() => slipLayout({ order, lines: [{ line: 2, quantity: 1 }] }, seller)).toThrow('has no line 2');
    expect(() => slipLayout({ order, lines: [{ line: 0, quantity: 3 }] }, seller)).toThrow('3 is not 1 to 2');
    expect(() => slipLayout({ order, lines: [{ line: 0, quantity: 0 }] }, seller)).toThrow('0 is not 1 to 2');
    expect(() => slipLayout({ order, lines: [] }, seller)).toThrow('needs at least one line');
  });
});
