// The sample shop's promotions (docs/api.md#promotions), so a newcomer sees both kinds work: one
// that applies by itself (10% off headphones) and a code for new customers (WELCOME10, once per
// customer). Added with the sample catalogue only; an existing shop never gets them.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, promotions } from '../db/schema';

export const SAMPLE_PROMOTIONS = {
  automatic: { name: '10% off headphones', category: 'headphones', percent: 10 },
  code: { name: 'Welcome: 10% off your first order', code: 'WELCOME10', percent: 10 },
} as const;

export async function seedSamplePromotionsIfEmpty(db: Db): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: count() }).from(promotions);
  if (n > 0) return { seeded: false };
  const [headphones] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, SAMPLE_PROMOTIONS.automatic.category));
  const { automatic, code } = SAMPLE_PROMOTIONS;
  await db.insert(promotions).values([
    ...(headphones
      ? [
          {
            id: randomUUID(),
            name: automatic.name,
            type: 'percentage' as const,
            percent: automatic.percent,
            target: { categories: [headphones.id] },
            combinable: true,
          },
        ]
      : []),
    {
      id: randomUUID(),
      name: code.name,
      code: code.code,
      type: 'percentage' as const,
      percent: code.percent,
      perCustomerLimit: 1,
      combinable: true,
    },
  ]);
  return { seeded: true };
}
