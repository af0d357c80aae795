// The admin's promotions (docs/api.md#promotions): list, read, write, end, delete. A promotion an
// order used stays: it cannot be deleted, only ended, and the orders keep what it took off.
import { randomUUID } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../lib/money';
import { valueProblem, type PromotionInput } from '../../lib/forms/promotion';
import type { Promotion } from '../../lib/types';
import { instantIn } from '../../lib/zonedTime';
import { config } from '../config';
import type { Db } from '../db/client';
import { categories, orderPromotions, productVariants, products, promotions, type PromotionTarget } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/httpError';

type Row = typeof promotions.$inferSelect;

const usage = sql<number>`(select count(*) from ${orderPromotions} u
  where u.promotion_id = ${promotions.id} and u.released_at is null)::int`;
const given = sql<number>`(select coalesce(sum(u.amount_cents), 0) from ${orderPromotions} u
  where u.promotion_id = ${promotions.id} and u.released_at is null)::float8`;

function toPromotion(row: Row, uses: number, givenCents: number): Promotion {
  const now = Date.now();
  return {
    _id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    value: row.type === 'percentage' ? row.percent : row.type === 'fixed' ? toDecimal(row.amountCents ?? 0) : null,
    target: row.target,
    minSubtotal: row.minSubtotalCents === null ? null : toDecimal(row.minSubtotalCents),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    combinable: row.combinable,
    priority: row.priority,
    uses: Number(uses),
    given: toDecimal(Number(givenCents)),
    state:
      row.endsAt && row.endsAt.getTime() <= now
        ? 'ended'
        : row.startsAt && row.startsAt.getTime() > now
          ? 'scheduled'
          : 'running',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selection = { row: promotions, uses: usage, given };

export async function listPromotions(db: Db): Promise<Promotion[]> {
  const rows = await db.select(selection).from(promotions).orderBy(desc(promotions.createdAt), desc(promotions.id));
  return rows.map((r) => toPromotion(r.row, r.uses, r.given));
}

export async function getPromotion(db: Pick<Db, 'select'>, id: string): Promise<Promotion> {
  const [found] = await db.select(selection).from(promotions).where(eq(promotions.id, id));
  if (!found) throw notFound('Promotion');
  return toPromotion(found.row, found.uses, found.given);
}

/** A date of the body as an instant: wall-clock times are the shop's (SHOP_TIME_ZONE). */
const instant = (text: string | null | undefined) => (text == null ? null : instantIn(text, config.shopTimeZone));

/** The target's ids, each checked to exist (400 naming the first unknown one); null: the whole order. */
async function checkedTarget(
  db: Pick<Db, 'select'>,
  target: PromotionInput['target'],
): Promise<PromotionTarget | null> {
  const lists = {
    categories: target?.categories ?? [],
    products: target?.products ?? [],
    variants: target?.variants ?? [],
  };
  if (!lists.categories.length && !lists.products.length && !lists.variants.length) return null;
  const tables = { categories, products, variants: productVariants } as const;
  for (const name of ['categories', 'products', 'variants'] as const) {
    const ids = [...new Set(lists[name])];
    if (!ids.length) continue;
    const table = tables[name];
    const found = new Set(
      (await db.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((r) => r.id),
    );
    const at = lists[name].findIndex((id) => !found.has(id));
    if (at >= 0) throw badRequest(`target.${name}.${at}: there is no ${name.slice(0, -1)} with this id.`);
  }
  return Object.fromEntries(Object.entries(lists).filter(([, ids]) => ids.length)) as PromotionTarget;
}

/** The row's fields from a whole body, checked as a whole (the rules no single field can see). */
async function rowFields(db: Pick<Db, 'select'>, input: PromotionInput) {
  const problem = valueProblem(input.type, input.value);
  if (problem) throw badRequest(`value: ${problem}`);
  const startsAt = instant(input.startsAt);
  const endsAt = instant(input.endsAt);
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('endsAt: must be after startsAt.');
  return {
    name: input.name,
    code: input.code ?? null,
    type: input.type,
    percent: input.type === 'percentage' ? input.value! : null,
    amountCents: input.type === 'fixed' ? toCents(input.value!) : null,
    target: await checkedTarget(db, input.target),
    minSubtotalCents: input.minSubtotal ?? null,
    startsAt,
    endsAt,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    combinable: input.combinable,
    priority: input.priority,
  };
}

export async function createPromotion(db: Db, input: PromotionInput): Promise<Promotion> {
  const fields = await rowFields(db, input);
  // a taken code is refused by the unique index, as a 400 naming the field
  // (src/server/http/constraintRefusals.ts)
  const [row] = await db
    .insert(promotions)
    .values({ id: randomUUID(), ...fields })
    .returning();
  return toPromotion(row, 0, 0);
}

export async function updatePromotion(db: Db, id: string, input: PromotionInput): Promise<Promotion> {
  const fields = await rowFields(db, input);
  const [row] = await db
    .update(promotions)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(promotions.id, id))
    .returning();
  if (!row) throw notFound('Promotion');
  return getPromotion(db, id);
}

/** The stored promotion as a body, for a PATCH to change some fields of (dates as instants). */
export function bodyOf(promotion: Promotion): PromotionInput {
  return {
    name: promotion.name,
    code: promotion.code,
    type: promotion.type,
    value: promotion.value,
    target: promotion.target,
    minSubtotal: promotion.minSubtotal === null ? null : toCents(promotion.minSubtotal),
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    usageLimit: promotion.usageLimit,
    perCustomerLimit: promotion.perCustomerLimit,
    combinable: promotion.combinable,
    priority: promotion.priority,
  };
}

export async function deletePromotion(db: Db, id: string): Promise<void> {
  const [{ n }] = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from ${orderPromotions} where promotion_id = ${id}`)
  ).rows;
  if (Number(n) > 0) throw usedRefusal(Number(n));
  // an order that used it between the count and the delete: the foreign key still refuses
  // (src/server/http/constraintRefusals.ts)
  const deleted = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (!deleted.length) throw notFound('Promotion');
}

function usedRefusal(n: number): HttpError {
  const what = n === 1 ? '1 order used' : `${n} orders used`;
  return new HttpError(
    409,
    `This promotion cannot be deleted: ${what} it, and they keep it. End it instead (set its end date).`,
  );
}
