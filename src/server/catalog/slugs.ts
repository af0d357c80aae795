// URL-safe unique slugs made from names ("Sony α7 IV Mirrorless" -> "sony-7-iv-mirrorless").
// A slug is set once at creation and kept on rename, so links and menu filters never break.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { escapeLike, pgErrorCode, UNIQUE_VIOLATION } from '../db/errors';
import { categories, products } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const MAX_SLUG = 80;

export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG)
    .replace(/-+$/, '');
  return slug || 'item';
}

/** The first of base, base-2, base-3… not in `taken` (the slugs equal to base or starting with "base-"). */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** LIKE pattern for the slugs that could clash with `base`. */
export function slugFamilyPattern(base: string): string {
  return `${escapeLike(base)}-%`;
}

/** The first free slug for `name` among the table's, read in the creating write's transaction. */
export async function freeSlug(tx: Tx, table: typeof categories | typeof products, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), sql`${table.slug} like ${slugFamilyPattern(base)}`));
  return firstFreeSlug(
    base,
    taken.map((t) => t.slug),
  );
}

/** Two admins creating "Speaker" at once both see "speaker" free; the loser retries. */
export async function retryOnUniqueClash<T>(attempt: () => Promise<T>, tries = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= tries || pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
    }
  }
}
