// Used by bench-api.mjs: fills a fresh database (DATA_DIR) with the sample categories and N
// products. Products share a handful of generated images: the bench measures catalogue reads.
import { toCents } from '../src/lib/money';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '../src/server/db/client';
import { categories, products, type StoredImage } from '../src/server/db/schema';
import { bumpCatalogVersion } from '../src/server/catalog/version';
import { renderArt } from '../src/server/seed/art';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../src/server/seed/data';
import { getImageStorage } from '../src/server/storage/imageStorage';
import { newImageKey } from '../src/server/storage/imageKeys';

const n = Number(process.argv[2] ?? 1000);
const db = await getDb();
const storage = getImageStorage();

async function image(
  title: string,
  glyph: (typeof SEED_CATEGORIES)[number]['glyph'],
  hue: number,
  variant: number,
): Promise<StoredImage> {
  const key = newImageKey();
  await storage.put(key, await renderArt({ title, glyph, hue, variant }), 'image/webp');
  return { url: storage.publicUrl(key), public_id: key };
}

const cats: ((typeof SEED_CATEGORIES)[number] & { id: string; cover: StoredImage; gallery: StoredImage[] })[] = [];
for (const c of SEED_CATEGORIES) {
  const [cover, a, b] = [
    await image(c.name, c.glyph, c.hue, 0),
    await image(c.name, c.glyph, c.hue, 1),
    await image(c.name, c.glyph, c.hue, 2),
  ];
  cats.push({ ...c, id: randomUUID(), cover, gallery: [a, b] });
}
const now = Date.now();
await db.transaction(async (tx) => {
  await tx.insert(categories).values(
    cats.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      imageUrl: c.cover.url,
      imagePublicId: c.cover.public_id,
    })),
  );
  for (let start = 0; start < n; start += 500) {
    const rows = [];
    for (let i = start; i < Math.min(n, start + 500); i++) {
      const sample = SEED_PRODUCTS[i % SEED_PRODUCTS.length];
      const cat = cats.find((c) => c.slug === sample.category)!;
      const name = `${sample.name} #${i + 1}`;
      rows.push({
        id: randomUUID(),
        name,
        productName: name,
        slug: `bench-${i + 1}`,
        description: sample.description,
        priceCents: toCents(sample.price),
        stock: sample.stock,
        categoryId: cat.id,
        images: cat.gallery,
        discount: sample.discount ?? null,
        isActive: i % 10 !== 9,
        createdAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      });
    }
    await tx.insert(products).values(rows);
  }
  await bumpCatalogVersion(tx, 'more');
});
// fresh statistics after a bulk load, so the planner picks the list and search indexes, and a
// visibility map, so lists are counted and paged from their indexes alone
await db.execute(sql`vacuum analyze products, categories`);
await db.execute(sql`analyze`);
await closeDb();
// peak resident memory of this process (KB), parsed by bench-api.mjs
console.log(`seeded ${n} products; maxRSS_KB=${process.resourceUsage().maxRSS}`);
setImmediate(() => process.exit(0));
