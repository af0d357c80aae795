// Used by bench-api.mjs: fills a fresh database (DATA_DIR or DATABASE_URL) with the sample
// categories, each with typed attributes, and N products with specs, options and about 3N variants
// (scripts/lib/benchCatalog.ts). Products share a handful of generated images: the bench measures
// catalogue reads. Rows go in as one JSON parameter per chunk (jsonb_to_recordset): at 50,000
// products and 150,000 variants that is some 60 statements instead of one insert's parameters
// per row.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeCut, toCents } from '../src/lib/money';
import { combinations } from '../src/lib/forms/variants';
import { closeDb, getDb } from '../src/server/db/client';
import { categories, type StoredImage } from '../src/server/db/schema';
import { bumpCatalogVersion } from '../src/server/catalog/version';
import { summaryUpdate } from '../src/server/catalog/variants';
import { renderArt } from '../src/server/seed/art';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../src/server/seed/data';
import { getImageStorage } from '../src/server/storage/imageStorage';
import { newImageKey } from '../src/server/storage/imageKeys';
import { BENCH_ATTRIBUTES, optionsOf, specsOf, spread } from './lib/benchCatalog';

const n = Number(process.argv[2] ?? 1000);
const CHUNK = 2500;
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
const catBySlug = new Map(cats.map((c) => [c.slug, c]));

interface VariantRow {
  id: string;
  product_id: string;
  position: number;
  sku: string;
  options: Record<string, string>;
  price_cents: number;
  compare_at_price_cents: number | null;
  stock: number;
  weight_grams: number;
  image_ids: string[];
  is_active: boolean;
}

/** Product i's variants: a larger size costs a fifth more per step; some combinations are sold
 *  out and a few withdrawn, as in a shop that has been selling a while. */
function variantsOf(i: number, productId: string, sample: (typeof SEED_PRODUCTS)[number], gallery: StoredImage[]) {
  const options = optionsOf(i, sample.category);
  const base = toCents(sample.price);
  const percent = Number(/^-(\d{1,2})%$/.exec(sample.discount ?? '')?.[1]);
  const rows: VariantRow[] = combinations(options).map((chosen, position) => {
    const size = options.length === 2 ? options[0].values.indexOf(chosen[options[0].name]) : 0;
    const price = base + Math.round((base * size) / 5);
    const colour = chosen.Colour === undefined ? -1 : options.at(-1)!.values.indexOf(chosen.Colour);
    const h = spread(i, 100 + position);
    const code = Object.values(chosen)
      .map((value) =>
        value
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 3)
          .toUpperCase(),
      )
      .join('-');
    return {
      id: randomUUID(),
      product_id: productId,
      position,
      sku: `BENCH-${i + 1}${code ? `-${code}` : ''}`,
      options: chosen,
      price_cents: price,
      compare_at_price_cents: percent > 0 ? beforeCut(price, percent) : null,
      stock: h % 5 === 0 ? 0 : sample.stock + (h % 20),
      weight_grams: 150 + (h % 2000),
      image_ids: colour < 0 ? [] : [gallery[colour % gallery.length].public_id],
      // a product keeps at least one active variant: its first
      is_active: position === 0 || h % 17 !== 0,
    };
  });
  return { options, rows };
}

/** The product's summary of its variants, as refreshSummary (src/server/catalog/variants.ts)
 *  makes it; checked against that statement after the load. */
function summaryOf(rows: VariantRow[]) {
  const active = rows.filter((v) => v.is_active);
  const pool = active.length ? active : rows;
  const cheapest = pool.reduce((a, b) => (b.price_cents < a.price_cents ? b : a));
  return {
    price_cents: cheapest.price_cents,
    compare_at_price_cents: cheapest.compare_at_price_cents,
    stock: active.reduce((sum, v) => sum + v.stock, 0),
  };
}

const now = Date.now();
let variantCount = 0;
await db.transaction(async (tx) => {
  await tx.insert(categories).values(
    cats.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      description: c.description,
      imageUrl: c.cover.url,
      imagePublicId: c.cover.public_id,
      attributes: BENCH_ATTRIBUTES[c.slug] ?? [],
    })),
  );
  for (let start = 0; start < n; start += CHUNK) {
    const productRows = [];
    const variantRows: VariantRow[] = [];
    for (let i = start; i < Math.min(n, start + CHUNK); i++) {
      const sample = SEED_PRODUCTS[i % SEED_PRODUCTS.length];
      const cat = catBySlug.get(sample.category)!;
      const id = randomUUID();
      const name = `${sample.name} #${i + 1}`;
      const { options, rows } = variantsOf(i, id, sample, cat.gallery);
      variantRows.push(...rows);
      const at = new Date(now - i * 1000).toISOString();
      productRows.push({
        id,
        name,
        product_name: name,
        slug: `bench-${i + 1}`,
        description: sample.description,
        ...summaryOf(rows),
        options,
        specs: specsOf(i, BENCH_ATTRIBUTES[sample.category] ?? []),
        category_id: cat.id,
        images: cat.gallery,
        discount: sample.discount ?? null,
        is_active: i % 10 !== 9,
        created_at: at,
        updated_at: at,
      });
    }
    await tx.execute(sql`
      insert into products (id, name, product_name, slug, description, price_cents, compare_at_price_cents,
        stock, options, specs, category_id, images, discount, is_active, created_at, updated_at)
      select id, name, product_name, slug, description, price_cents, compare_at_price_cents,
        stock, options, specs, category_id, images, discount, is_active, created_at, updated_at
      from jsonb_to_recordset(${JSON.stringify(productRows)}::jsonb) as r(id text, name text,
        product_name text, slug text, description text, price_cents bigint, compare_at_price_cents bigint,
        stock int, options jsonb, specs jsonb, category_id text, images jsonb, discount text,
        is_active boolean, created_at timestamptz, updated_at timestamptz)`);
    await tx.execute(sql`
      insert into product_variants (id, product_id, position, sku, options, price_cents,
        compare_at_price_cents, stock, weight_grams, image_ids, is_active)
      select id, product_id, position, sku, options, price_cents, compare_at_price_cents, stock,
        weight_grams, image_ids, is_active
      from jsonb_to_recordset(${JSON.stringify(variantRows)}::jsonb) as r(id text, product_id text,
        position int, sku text, options jsonb, price_cents bigint, compare_at_price_cents bigint,
        stock int, weight_grams int, image_ids jsonb, is_active boolean)`);
    variantCount += variantRows.length;
  }
  await bumpCatalogVersion(tx, 'more');
});

// the rows' summaries were made here: they must be what the shop's own refresh makes of them
const ids = (await db.execute(sql`select id from products`)).rows.map((row) => String(row.id));
const before = await db.execute(sql`select md5(string_agg(id || ':' || price_cents || ':' ||
  coalesce(compare_at_price_cents::text, '-') || ':' || stock, ',' order by id)) as sum from products`);
await db.execute(summaryUpdate(ids));
const after = await db.execute(sql`select md5(string_agg(id || ':' || price_cents || ':' ||
  coalesce(compare_at_price_cents::text, '-') || ':' || stock, ',' order by id)) as sum from products`);
if (before.rows[0].sum !== after.rows[0].sum) {
  console.error('bench-seed: the products\u2019 summary columns differ from their variants\u2019 summary');
  process.exit(1);
}
// fresh statistics after a bulk load, so the planner picks the list and search indexes, and a
// visibility map, so lists are counted and paged from their indexes alone
await db.execute(sql`vacuum analyze products, product_variants, categories`);
await db.execute(sql`analyze`);
await closeDb();
// peak resident memory of this process (KB), parsed by bench-api.mjs
console.log(`seeded ${n} products, ${variantCount} variants; maxRSS_KB=${process.resourceUsage().maxRSS}`);
setImmediate(() => process.exit(0));
