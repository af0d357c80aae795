// The sample shop's shipping zones (docs/api.md#shipping), so a newcomer sees different options
// for different addresses: the US, a few EU countries, the UK and the rest of the world. Standard
// shipping is free in every zone, which keeps the shop's "Free Shipping" badge true; Express is
// paid, priced each of the three ways. Added with the sample catalogue only; an existing shop
// never gets them.
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shippingMethods, shippingZones } from '../db/schema';

type SampleMethod = Omit<typeof shippingMethods.$inferInsert, 'id' | 'zoneId' | 'position'>;

const standard = (minDays: number, maxDays: number): SampleMethod => ({
  name: 'Standard',
  type: 'flat',
  priceCents: 0,
  minDays,
  maxDays,
});

export const SAMPLE_ZONES: { name: string; countries: string[]; methods: SampleMethod[] }[] = [
  {
    name: 'United States',
    countries: ['US'],
    methods: [standard(3, 5), { name: 'Express', type: 'flat', priceCents: 1499, minDays: 1, maxDays: 2 }],
  },
  {
    name: 'European Union',
    countries: ['DE', 'FR', 'NL', 'IT', 'ES'],
    methods: [
      standard(4, 8),
      {
        name: 'Express',
        type: 'weight',
        bands: [
          { upToGrams: 1000, priceCents: 1499 },
          { upToGrams: 5000, priceCents: 2499 },
          { upToGrams: 30000, priceCents: 4999 },
        ],
        minDays: 1,
        maxDays: 3,
      },
    ],
  },
  {
    name: 'United Kingdom',
    countries: ['GB'],
    methods: [
      standard(3, 6),
      { name: 'Express', type: 'free_over', priceCents: 999, freeOverCents: 15000, minDays: 1, maxDays: 2 },
    ],
  },
  {
    name: 'Rest of the world',
    countries: ['*'],
    methods: [standard(7, 14), { name: 'Express', type: 'flat', priceCents: 2999, minDays: 5, maxDays: 10 }],
  },
];

export async function seedSampleZonesIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(shippingZones);
  if (n > 0) return { seeded: false };
  const zones = SAMPLE_ZONES.map((zone) => ({ ...zone, id: randomUUID() }));
  await db.insert(shippingZones).values(zones.map(({ id, name, countries }) => ({ id, name, countries })));
  await db
    .insert(shippingMethods)
    .values(
      zones.flatMap((zone) =>
        zone.methods.map((method, position) => ({ ...method, id: randomUUID(), zoneId: zone.id, position })),
      ),
    );
  return { seeded: true };
}
