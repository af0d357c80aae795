// The bench's catalogue (scripts/lib/benchCatalog.ts) is what the shop itself would accept: its
// attributes pass the category form's schema, every product's specs pass the check the product
// writes run, its options pass the options schema, and the cycle gives 3 variants a product.
import { describe, expect, it } from 'vitest';
import { attributeKeyClash, attributesSchema, checkSpecs } from '../../src/lib/forms/specs';
import { combinations, optionsSchema } from '../../src/lib/forms/variants';
import { SEED_CATEGORIES } from '../../src/server/seed/data';
import { BENCH_ATTRIBUTES, optionsOf, specsOf } from '../../scripts/lib/benchCatalog';
import { filterPlans, meetsFilter, specFilteredPaths } from '../../scripts/lib/specFilters.mjs';

describe('the bench catalogue', () => {
  it('gives every sample category attributes the category form accepts', () => {
    for (const { slug } of SEED_CATEGORIES) {
      const parsed = attributesSchema.safeParse(BENCH_ATTRIBUTES[slug]);
      expect(parsed.success, slug).toBe(true);
      expect(
        BENCH_ATTRIBUTES[slug].some((a) => a.filterable && a.type === 'number'),
        slug,
      ).toBe(true);
      // a key means one thing across the shop, as the category writes require
      const others = SEED_CATEGORIES.filter((c) => c.slug !== slug).map((c) => ({
        name: c.slug,
        attributes: BENCH_ATTRIBUTES[c.slug],
      }));
      expect(attributeKeyClash(BENCH_ATTRIBUTES[slug], others), slug).toBeNull();
    }
  });

  it('gives every product specs its category accepts, for every attribute', () => {
    for (let i = 0; i < 500; i++) {
      const { slug } = SEED_CATEGORIES[i % SEED_CATEGORIES.length];
      const attributes = BENCH_ATTRIBUTES[slug];
      const specs = specsOf(i, attributes);
      expect(checkSpecs(attributes, specs)).toEqual({ specs });
      expect(Object.keys(specs).sort()).toEqual(attributes.map((a) => a.key).sort());
    }
  });

  it('averages 3 variants a product, with options the options schema accepts', () => {
    let variants = 0;
    for (let i = 0; i < 1000; i++) {
      const options = optionsOf(i, SEED_CATEGORIES[i % SEED_CATEGORIES.length].slug);
      expect(optionsSchema.safeParse(options).success).toBe(true);
      variants += combinations(options).length;
    }
    expect(variants).toBe(3000);
  });

  it('asks for spec filters its products can meet, and checks answers against them', () => {
    const categories = SEED_CATEGORIES.map(({ slug }) => ({ slug, attributes: BENCH_ATTRIBUTES[slug] }));
    const sample = new Map(
      categories.map(({ slug, attributes }) => [
        slug,
        Array.from({ length: 50 }, (_, i) => ({ specs: specsOf(i, attributes) })),
      ]),
    );
    const paths = specFilteredPaths(200, filterPlans(categories, sample), { limit: 12, isFresh: () => true });
    expect(paths).toHaveLength(200);
    expect(new Set(paths.map((p) => p.path)).size).toBe(200);
    const met = paths.filter(({ slug, filter }) => sample.get(slug)!.some((p) => meetsFilter(p, filter)));
    expect(met.length).toBeGreaterThan(150);
    expect(paths[0].path).toMatch(/^\/api\/products\?active=true&category=[a-z]+&spec\.\w+=.+&spec\.\w+\.(min|max)=/);
  });
});
