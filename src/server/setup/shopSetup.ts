// "Set up your shop" (docs/api.md#setup): what every page and document shows, asked once. One save
// writes the shop's settings (the invoices' seller, the tax mode and default country of the country
// it sells from) and queues one publish of the content those answers fill in (./setupContent.ts).
// Everything is checked before anything is written: a refusal leaves settings and content as
// they were.
import type { PublishState } from '../../lib/content';
import { pricesIncludeTaxIn, REPLACEABLE_MENUS, type SetupView, type ShopSetup } from '../../lib/forms/shopSetup';
import type { UserRow } from '../accounts/auth';
import { menuCategories } from '../catalog/menuCategories';
import { config } from '../config';
import type { ContentChange } from '../content/contentChanges';
import { checkedChange } from '../content/contentEntries';
import { entryPath, listEntries } from '../content/contentFiles';
import { assertEditing, contentEditing } from '../content/editing';
import { findPlaceholders } from '../content/placeholders';
import { queuePublish, recentPublishes } from '../content/publishing';
import type { Db } from '../db/client';
import { cardPaymentsOn } from '../payments/stripeClient';
import { readShopSettings, updateShopSettings } from '../settings/shopSettings';
import { setupEdits } from './setupContent';
import { readSetupRecord, recordSetup } from './setupRecord';

const answer = (value: unknown): string => (typeof value === 'string' && !/\{[a-z_]+\}/.test(value) ? value : '');

export async function readSetup(db: Db): Promise<SetupView> {
  const [entries, settings, record, editing, publishes] = await Promise.all([
    listEntries(config.content.dir),
    readShopSettings(db),
    readSetupRecord(db),
    contentEditing(),
    recentPublishes(db, 1),
  ]);
  const site = entries.find((e) => e.collection === 'settings')?.entry.data ?? {};
  const flagged = findPlaceholders(entries, { governingLaw: record.governingLaw });
  const demoMenus = REPLACEABLE_MENUS.filter((id) =>
    flagged.some((p) => p.collection === 'menus' && p.id === id && p.field === 'items'),
  );
  return {
    setup: {
      shopName: answer(site.shopName),
      contactEmail: answer(site.contactEmail),
      supportEmail: settings.supportEmail || answer(site.supportEmail),
      phone: answer(site.phone),
      address: settings.address || answer(site.address),
      legalName: settings.legalName,
      taxId: settings.taxId,
      country: settings.defaultCountry,
      governingLaw: record.governingLaw,
      dealText: answer(site.dealText),
      replaceDemoMenus: demoMenus,
    },
    setUpAt: record.setUpAt?.toISOString() ?? null,
    demoMenus,
    editing,
    publish: publishes[0] ?? null,
  };
}

/** Every content change the answers make, each checked as the build will read it. */
async function setupChanges(db: Db, input: ShopSetup, storeUrl: string): Promise<ContentChange[]> {
  const [entries, categories] = await Promise.all([listEntries(config.content.dir), menuCategories(db)]);
  const edits = setupEdits(
    entries,
    { ...input, storeUrl },
    {
      categories,
      year: new Date().getUTCFullYear(),
      cards: cardPaymentsOn(),
      today: new Date().toISOString().slice(0, 10),
    },
  );
  const changes: ContentChange[] = [];
  for (const { collection, id, entry } of edits)
    changes.push(
      entry
        ? await checkedChange(collection, id, entry, `${collection}/${id}: `)
        : { collection, id, path: entryPath(collection, id), entry: null },
    );
  return changes;
}

/** The view right after a save: the answers as saved, though the publish writes the content
 *  files only when its turn comes. */
export async function savedView(db: Db, input: ShopSetup, publish: PublishState): Promise<SetupView> {
  const view = await readSetup(db);
  const { replaceDemoMenus, dealText, ...answers } = input;
  return {
    ...view,
    setup: { ...view.setup, ...answers, dealText: dealText ?? view.setup.dealText, replaceDemoMenus: [] },
    demoMenus: view.demoMenus.filter((id) => !replaceDemoMenus.includes(id)),
    publish,
  };
}

export async function saveSetup(db: Db, user: UserRow, input: ShopSetup, storeUrl: string): Promise<PublishState> {
  await assertEditing();
  const changes = await setupChanges(db, input, storeUrl);
  await updateShopSettings(
    db,
    {
      legalName: input.legalName,
      address: input.address,
      taxId: input.taxId,
      pricesIncludeTax: pricesIncludeTaxIn(input.country),
      defaultCountry: input.country,
      // contact messages go here (the footer shows the content's copy of the same address)
      supportEmail: input.supportEmail,
    },
    user,
  );
  await recordSetup(db, input.governingLaw);
  return queuePublish(db, user, changes);
}
