// What the setup keeps beside the shop's settings (migration 0026): the governing law the
// policies name and when the shop was set up, so the dashboard stops linking to the setup.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';

const ROW_ID = 'shop';

export interface SetupRecord {
  governingLaw: string;
  setUpAt: Date | null;
}

export async function readSetupRecord(db: Pick<Db, 'select'>): Promise<SetupRecord> {
  const [row] = await db
    .select({ governingLaw: shopSettings.governingLaw, setUpAt: shopSettings.setUpAt })
    .from(shopSettings)
    .where(eq(shopSettings.id, ROW_ID));
  return row ?? { governingLaw: '', setUpAt: null };
}

/** After the settings were saved (their row exists then). */
export async function recordSetup(db: Db, governingLaw: string): Promise<void> {
  await db
    .update(shopSettings)
    .set({ governingLaw, setUpAt: sql`now()` })
    .where(eq(shopSettings.id, ROW_ID));
}
