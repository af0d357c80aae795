// The admin's shipping zones (docs/api.md#shipping): list, read, write, delete; and the zones as a
// quote prices with them (src/server/checkout/quoteContext.ts). Writes take one lock, so the rules between zones (one "*"
// zone, a country in one zone of a kind) hold against two admins saving at once.
import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { REST_OF_WORLD, type ShippingZoneInput } from '../../lib/forms/shipping';
import { toDecimal } from '../../lib/money';
import type { ShippingZone } from '../../lib/types';
import type { Db } from '../db/client';
import { shippingMethods, shippingZones } from '../db/schema';
import { badRequest, notFound } from '../http/httpError';
import type { ZoneMethod } from './rates';

type Reader = Pick<Db, 'select'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ZoneRow = typeof shippingZones.$inferSelect;
type MethodRow = typeof shippingMethods.$inferSelect;

function toMethod(row: MethodRow): ZoneMethod {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    priceCents: row.priceCents,
    freeOverCents: row.freeOverCents,
    bands: row.bands,
    minDays: row.minDays,
    maxDays: row.maxDays,
  };
}

/** Every zone with its methods, oldest first (two queries). */
async function readRows(db: Reader, ids?: string[]): Promise<{ row: ZoneRow; methods: ZoneMethod[] }[]> {
  const zones = await db
    .select()
    .from(shippingZones)
    .where(ids ? inArray(shippingZones.id, ids) : undefined)
    .orderBy(asc(shippingZones.createdAt), asc(shippingZones.id));
  if (!zones.length) return [];
  const methods = await db
    .select()
    .from(shippingMethods)
    .where(
      inArray(
        shippingMethods.zoneId,
        zones.map((z) => z.id),
      ),
    )
    .orderBy(asc(shippingMethods.zoneId), asc(shippingMethods.position));
  return zones.map((row) => ({ row, methods: methods.filter((m) => m.zoneId === row.id).map(toMethod) }));
}

function toZone(row: ZoneRow, methods: ZoneMethod[]): ShippingZone {
  return {
    _id: row.id,
    name: row.name,
    countries: row.countries,
    regions: row.regions,
    postalPrefixes: row.postalPrefixes,
    methods: methods.map((m) => ({
      id: m.id,
      name: m.name,
      type: m.type,
      price: m.type === 'weight' ? null : toDecimal(m.priceCents),
      freeOver: m.freeOverCents === null ? null : toDecimal(m.freeOverCents),
      bands: m.bands.map((b) => ({ upToGrams: b.upToGrams, price: toDecimal(b.priceCents) })),
      minDays: m.minDays,
      maxDays: m.maxDays,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listZones(db: Reader): Promise<ShippingZone[]> {
  return (await readRows(db)).map(({ row, methods }) => toZone(row, methods));
}

/** The countries a zone names, for the address forms to offer first (any shopper may ask; the
 *  zones' prices stay the admin's). "*" is left out: it stands for every country not listed. */
export async function shippingCountries(db: Reader): Promise<string[]> {
  const rows = await db.select({ countries: shippingZones.countries }).from(shippingZones);
  return [...new Set(rows.flatMap((row) => row.countries).filter((code) => code !== REST_OF_WORLD))].sort();
}

export async function getZone(db: Reader, id: string): Promise<ShippingZone> {
  const [found] = await readRows(db, [id]);
  if (!found) throw notFound('Shipping zone');
  return toZone(found.row, found.methods);
}

const overlaps = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.some((y) => x.toLowerCase() === y.toLowerCase()));

/**
 * The rules no single zone can see: one "*" zone; a country in at most one zone that names no
 * regions or postal codes, and in at most one with the same regions and postal codes, so every
 * address has one zone (a more precise zone wins over a country's, ./rates.ts zoneOf).
 */
function refuseClash(input: ShippingZoneInput, others: readonly ZoneRow[]): void {
  for (const other of others) {
    if (input.countries.includes(REST_OF_WORLD) && other.countries.includes(REST_OF_WORLD))
      throw badRequest(`countries: the zone "${other.name}" already serves the rest of the world ("*").`);
    if (!overlaps(input.countries, other.countries)) continue;
    if (!sameSet(input.regions, other.regions) || !sameSet(input.postalPrefixes, other.postalPrefixes)) continue;
    const at = input.countries.findIndex((country) => other.countries.includes(country));
    throw badRequest(
      `countries.${at}: ${input.countries[at]} is already in the zone "${other.name}"` +
        (input.regions.length || input.postalPrefixes.length ? ' with the same regions and postal codes.' : '.'),
    );
  }
}

/** A method id the body names must be one of this zone's (it keeps its id); else a new one. */
function methodRows(zoneId: string, input: ShippingZoneInput, existing: ReadonlySet<string>): MethodRow[] {
  return input.methods.map((m, position) => {
    if (m.id !== undefined && !existing.has(m.id))
      throw badRequest(`methods.${position}.id: is not a method of this zone; leave it out for a new method.`);
    return {
      id: m.id ?? randomUUID(),
      zoneId,
      position,
      name: m.name,
      type: m.type,
      priceCents: m.priceCents,
      freeOverCents: m.freeOverCents,
      bands: m.bands,
      minDays: m.minDays,
      maxDays: m.maxDays,
    };
  });
}

async function lockZones(tx: Tx): Promise<ZoneRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('shipping_zones', 0))`);
  return tx.select().from(shippingZones);
}

export async function createZone(db: Db, input: ShippingZoneInput): Promise<ShippingZone> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    refuseClash(input, await lockZones(tx));
    const { name, countries, regions, postalPrefixes } = input;
    await tx.insert(shippingZones).values({ id, name, countries, regions, postalPrefixes });
    await tx.insert(shippingMethods).values(methodRows(id, input, new Set()));
  });
  return getZone(db, id);
}

/** The whole zone, as POST takes it: methods left out are deleted (orders keep their copy). */
export async function updateZone(db: Db, id: string, input: ShippingZoneInput): Promise<ShippingZone> {
  await db.transaction(async (tx) => {
    const zones = await lockZones(tx);
    if (!zones.some((zone) => zone.id === id)) throw notFound('Shipping zone');
    refuseClash(
      input,
      zones.filter((zone) => zone.id !== id),
    );
    const existing = await tx
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.zoneId, id));
    const rows = methodRows(id, input, new Set(existing.map((m) => m.id)));
    const { name, countries, regions, postalPrefixes } = input;
    await tx
      .update(shippingZones)
      .set({ name, countries, regions, postalPrefixes, updatedAt: new Date() })
      .where(eq(shippingZones.id, id));
    await tx.delete(shippingMethods).where(eq(shippingMethods.zoneId, id));
    await tx.insert(shippingMethods).values(rows);
  });
  return getZone(db, id);
}

export async function deleteZone(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id });
  if (!deleted.length) throw notFound('Shipping zone');
}
