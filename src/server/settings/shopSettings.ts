// The shop's own details and tax mode (docs/api.md#settings): one row that quotes, invoices and
// the checkout read, and a history of every change (who, when, which fields from what to what).
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { ShopSettingsInput } from '../../lib/forms/shopSettings';
import type { ShopSettings, ShopSettingsChange } from '../../lib/types';
import type { UserRow } from '../accounts/auth';
import type { Db } from '../db/client';
import { shopSettings, shopSettingsHistory } from '../db/schema';

type Reader = Pick<Db, 'select'>;
/** The one row of the shop's settings. */
export const SETTINGS_ROW_ID = 'shop';

/** The settings a shop starts with (migration 0021 writes this row). */
export const DEFAULT_SETTINGS: ShopSettings = {
  legalName: '',
  address: '',
  taxId: '',
  pricesIncludeTax: false,
  defaultCountry: 'US',
  supportEmail: '',
  otherCarrierTrackingUrl: '',
};

export async function readShopSettings(db: Reader): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID));
  if (!row) return { ...DEFAULT_SETTINGS };
  const { legalName, address, taxId, pricesIncludeTax, defaultCountry, supportEmail, otherCarrierTrackingUrl } = row;
  return { legalName, address, taxId, pricesIncludeTax, defaultCountry, supportEmail, otherCarrierTrackingUrl };
}

/** Writes what changed and records it; nothing is recorded when nothing changed. Two admins
 *  saving at once: the row lock orders them, each history entry says what its save changed. */
export async function updateShopSettings(db: Db, input: ShopSettingsInput, by: UserRow): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    await tx.insert(shopSettings).values({ id: SETTINGS_ROW_ID }).onConflictDoNothing();
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW_ID)).for('update');
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof ShopSettings)[]) {
      if (input[key] !== undefined && row[key] !== input[key]) changes[key] = { from: row[key], to: input[key] };
    }
    if (Object.keys(changes).length) {
      await tx
        .update(shopSettings)
        .set({ ...input, updatedAt: sql`now()` })
        .where(eq(shopSettings.id, SETTINGS_ROW_ID));
      await tx.insert(shopSettingsHistory).values({ id: randomUUID(), userId: by.id, userEmail: by.email, changes });
    }
    return readShopSettings(tx);
  });
}

/** The changes, newest first. */
export async function settingsHistory(db: Reader, limit = 50): Promise<ShopSettingsChange[]> {
  const rows = await db
    .select()
    .from(shopSettingsHistory)
    .orderBy(desc(shopSettingsHistory.changedAt), desc(shopSettingsHistory.id))
    .limit(limit);
  return rows.map((row) => ({ _id: row.id, by: row.userEmail, at: row.changedAt.toISOString(), changes: row.changes }));
}
