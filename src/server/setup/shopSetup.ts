// "Set up your shop" (docs/api.md#setup): what every page and document shows, asked once. One save
// writes the shop's settings (the invoices' seller, the tax mode and default country of the country
// it sells from) and queues one publish of the content those answers fill in (./setupContent.ts).
// Everything is checked before anything is written: a refusal leaves settings and content as
// they were.
import type { ContentEntry, PublishState } from '../../lib/content';
import type { SiteSettings } from '../../lib/contentSchemas';
import {
  pricesIncludeTaxIn,
  REPLACEABLE_MENUS,
  type ReplaceableMenu,
  type SetupView,
  type ShopSetup,
} from '../../lib/forms/shopSetup';
import type { MenuEntry } from '../../lib/contentSchemas';
import type { UserRow } from '../accounts/auth';
import { menuCategories } from '../catalog/menuCategories';
import { config } from '../config';
import type { ContentChange } from '../content/contentChanges';
import { checkedChange } from '../content/contentEntries';
import { entryPath, listEntries } from '../content/contentFiles';
import { assertEditing, contentEditing } from '../content/editing';
import { findPlaceholders, isTemplateFaq } from '../content/placeholders';
import { queuePublish, recentPublishes } from '../content/publishing';
import type { Db } from '../db/client';
import { cardPaymentsOn } from '../payments/stripeClient';
import { readShopSettings, updateShopSettings } from '../settings/shopSettings';
import { filledText, paymentFaqText, replacementMenu, setupSettings } from './setupContent';
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
      supportEmail: answer(site.supportEmail),
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

const today = () => new Date().toISOString().slice(0, 10);

/** Every content change the answers make, each checked as the build will read it. */
async function setupChanges(db: Db, input: ShopSetup, storeUrl: string): Promise<ContentChange[]> {
  const [entries, categories] = await Promise.all([listEntries(config.content.dir), menuCategories(db)]);
  const answers = { ...input, storeUrl };
  const changes: ContentChange[] = [];
  const change = async (collection: ContentChange['collection'], id: string, entry: ContentEntry) =>
    changes.push(await checkedChange(collection, id, entry, `${collection}/${id}: `));

  for (const { collection, id, entry } of entries) {
    if (collection === 'settings') {
      const data = setupSettings(entry.data as SiteSettings, answers, categories, new Date().getUTCFullYear());
      await change('settings', id, { data: { ...data }, body: '' });
    } else if (collection === 'legal') {
      const body = filledText(entry.body, answers);
      const description = filledText(String(entry.data.description ?? ''), answers);
      if (body !== entry.body || description !== entry.data.description)
        await change('legal', id, { data: { ...entry.data, description, updated: today() }, body });
    } else if (collection === 'faqs') {
      if (isTemplateFaq(entry)) {
        // the payment question stays, saying what the shop takes; the theme's and the platform's go
        if (id === 'payment-methods')
          await change('faqs', id, { data: entry.data, body: paymentFaqText(cardPaymentsOn()) });
        else changes.push({ collection: 'faqs', id, path: entryPath('faqs', id), entry: null });
      } else {
        const body = filledText(entry.body, answers);
        if (body !== entry.body) await change('faqs', id, { data: entry.data, body });
      }
    } else if (collection === 'menus' && (input.replaceDemoMenus as string[]).includes(id)) {
      const menu = replacementMenu(id as ReplaceableMenu, entry.data as MenuEntry, categories);
      if (menu) await change('menus', id, { data: { ...menu }, body: '' });
    }
  }
  return changes;
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
    },
    user,
  );
  await recordSetup(db, input.governingLaw);
  return queuePublish(db, user, changes);
}
