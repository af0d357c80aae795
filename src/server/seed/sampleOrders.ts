// A new install's back-office should look alive: two sample customers and a handful of
// orders in every state, written once right after the sample catalogue. Stock stays
// consistent: orders that hold stock (everything but cancelled) took it from the products.
// The customers get random passwords that are never shown: they are sample data, not
// accounts anyone can sign in to.
import { issueDocument } from '../invoices/issue';
import { AFTER_MOVE } from '../orders/orderMoves';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../lib/orderStatuses';
import type { Address } from '../../lib/types';
import { hashPassword } from '../accounts/auth';
import { catalogWrite, changedCatalog } from '../catalog/version';
import type { Db } from '../db/client';
import { orderItems, orders, products, productVariants, users } from '../db/schema';
import { refreshSummary } from '../catalog/variants';
import { variantLabel } from '../../lib/forms/variants';
import { quote } from '../../lib/pricing';

export const SAMPLE_CUSTOMERS = [
  {
    name: 'Olivia Bennett',
    email: 'olivia.bennett@example.com',
    contact: '+1 555 0142',
    address: {
      name: 'Olivia Bennett',
      phone: '+1 555 0142',
      line1: '48 Maple Avenue',
      line2: 'Apt 3B',
      city: 'Portland',
      postalCode: '97205',
      country: 'United States',
    },
  },
  {
    name: 'Marcus Reed',
    email: 'marcus.reed@example.com',
    contact: '+44 20 7946 0321',
    address: {
      name: 'Marcus Reed',
      phone: '+44 20 7946 0321',
      line1: '12 Canal Street',
      line2: '',
      city: 'Manchester',
      postalCode: 'M1 3HE',
      country: 'United Kingdom',
    },
  },
] as const satisfies readonly { name: string; email: string; contact: string; address: Address }[];

/** The products the sample orders sell: none of them featured nor among the newest eight, so
 *  the home page's Best Selling, Featured and New Products tabs show three different lists in the
 *  sample shop (tests/api/seed.test.ts). */
const SOLD = [
  'apple-iphone-15',
  'bose-soundlink-flex-speaker',
  'sonos-era-100-smart-speaker',
  'gopro-hero12-black-action-camera',
  'xbox-wireless-controller-carbon-black',
  'acer-chromebook-plus-515-laptop',
  'canon-lp-e6nh-camera-battery',
  'spigen-tough-armor-phone-case',
  'motorola-moto-g-play-2024-smartphone',
] as const;
type SoldSlug = (typeof SOLD)[number];

/** customer index, status, age in days, lines as [product slug, quantity] */
const SAMPLE_ORDERS: {
  customer: 0 | 1;
  status: OrderStatus;
  daysAgo: number;
  lines: [SoldSlug, number][];
  note?: string;
}[] = [
  {
    customer: 0,
    status: 'delivered',
    daysAgo: 24,
    lines: [
      ['apple-iphone-15', 1],
      ['sonos-era-100-smart-speaker', 2],
    ],
  },
  {
    customer: 1,
    status: 'delivered',
    daysAgo: 17,
    lines: [['bose-soundlink-flex-speaker', 1]],
    note: 'Please leave it with the concierge.',
  },
  { customer: 0, status: 'cancelled', daysAgo: 12, lines: [['motorola-moto-g-play-2024-smartphone', 1]] },
  {
    customer: 1,
    status: 'shipped',
    daysAgo: 6,
    lines: [
      ['gopro-hero12-black-action-camera', 1],
      ['xbox-wireless-controller-carbon-black', 1],
      ['spigen-tough-armor-phone-case', 1],
    ],
  },
  { customer: 0, status: 'shipped', daysAgo: 3, lines: [['acer-chromebook-plus-515-laptop', 2]] },
  {
    customer: 1,
    status: 'pending',
    daysAgo: 1,
    lines: [
      ['sonos-era-100-smart-speaker', 1],
      ['canon-lp-e6nh-camera-battery', 1],
    ],
  },
  { customer: 0, status: 'pending', daysAgo: 0, lines: [['bose-soundlink-flex-speaker', 1]] },
];

/** Writes the sample orders unless any order or sample customer exists already. */
export async function seedSampleOrdersIfEmpty(db: Db): Promise<{ seeded: boolean; orders: number }> {
  const [[existingOrders], [existingCustomers]] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db
      .select({ n: count() })
      .from(users)
      .where(
        inArray(
          users.email,
          SAMPLE_CUSTOMERS.map((c) => c.email),
        ),
      ),
  ]);
  if (existingOrders.n > 0 || existingCustomers.n > 0) return { seeded: false, orders: 0 };

  // each sold product's first variant that is active with stock to spare, so every install looks
  // the same
  const rows = await db
    .selectDistinctOn([products.slug], {
      slug: products.slug,
      id: products.id,
      name: products.name,
      images: products.images,
      options: products.options,
      variantId: productVariants.id,
      sku: productVariants.sku,
      variantOptions: productVariants.options,
      priceCents: productVariants.priceCents,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        inArray(products.slug, [...SOLD]),
        eq(products.isActive, true),
        eq(productVariants.isActive, true),
        gte(productVariants.stock, 10),
      ),
    )
    .orderBy(asc(products.slug), asc(productVariants.position));
  if (rows.length < SOLD.length) return { seeded: false, orders: 0 };
  const picks = new Map(rows.map((row) => [row.slug as SoldSlug, row]));
  const hashes = await Promise.all(SAMPLE_CUSTOMERS.map(() => hashPassword(randomBytes(24).toString('base64url'))));

  await catalogWrite(db, async (tx) => {
    const customers = await tx
      .insert(users)
      .values(
        SAMPLE_CUSTOMERS.map((c, i) => ({
          id: randomUUID(),
          name: c.name,
          email: c.email,
          contact: c.contact,
          address: c.address,
          passwordHash: hashes[i],
          role: 'customer' as const,
          createdAt: new Date(Date.now() - (40 - i) * 86_400_000),
        })),
      )
      .returning();
    // oldest first, so the numbers rise with the dates
    for (const sample of [...SAMPLE_ORDERS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const customer = customers[sample.customer];
      const address = SAMPLE_CUSTOMERS[sample.customer].address;
      const priced = quote({
        lines: sample.lines.map(([slug, quantity]) => ({
          productId: picks.get(slug)!.id,
          name: picks.get(slug)!.name,
          unitPrice: picks.get(slug)!.priceCents,
          quantity,
        })),
      });
      const lines = priced.lines.map((line, position) => ({
        ...line,
        position,
        product: picks.get(sample.lines[position][0])!,
      }));
      // placed in the morning (UTC) of its day, moved on an hour later
      const placedAt = new Date(Date.now() - sample.daysAgo * 86_400_000);
      placedAt.setUTCHours(9, 30 + sample.lines.length, 0, 0);
      if (placedAt.getTime() > Date.now()) placedAt.setTime(Date.now() - 60_000);
      const id = randomUUID();
      const [row] = await tx
        .insert(orders)
        .values({
          id,
          status: sample.status,
          userId: customer.id,
          customerName: customer.name,
          customerEmail: customer.email,
          subtotalCents: priced.subtotal,
          discountCents: priced.discount,
          shippingCents: priced.shipping,
          taxCents: priced.tax,
          totalCents: priced.total,
          shippingAddress: address,
          paymentMethod: 'cod',
          note: sample.note ?? null,
          createdAt: placedAt,
          updatedAt:
            sample.status === 'pending' ? placedAt : new Date(Math.min(Date.now(), placedAt.getTime() + 3_600_000)),
        })
        .returning();
      // a paid or delivered sample order has its invoice, as one the shop moved there would
      if (AFTER_MOVE[sample.status].steps.includes('issue-invoice')) await issueDocument(tx, row, 'invoice');
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: id,
          position: l.position,
          productId: l.product.id,
          variantId: l.product.variantId,
          sku: l.product.sku,
          variant: variantLabel(l.product.options, l.product.variantOptions),
          name: l.product.name,
          image: l.product.images[0]?.url ?? '',
          unitPriceCents: l.unitPrice,
          quantity: l.quantity,
          lineTotalCents: l.lineTotal,
        })),
      );
      if (sample.status !== 'cancelled') {
        for (const l of lines) {
          await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${l.quantity}` })
            .where(eq(productVariants.id, l.product.variantId));
        }
        await refreshSummary(
          tx,
          lines.map((l) => l.product.id),
        );
      }
    }
    changedCatalog(tx, 'more');
  });
  return { seeded: true, orders: SAMPLE_ORDERS.length };
}
