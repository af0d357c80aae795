import { requireAdmin } from '../../../server/accounts/auth';
import { catalogCache } from '../../../server/catalog/cache';
import {
  CATEGORY_FORM,
  CATEGORY_TEXT_FIELDS,
  catalogDeps,
  categoryImage,
  textFields,
} from '../../../server/catalog/forms';
import { categoryListKey, parseCategoryListQuery } from '../../../server/catalog/listQuery';
import { readCatalogVersion } from '../../../server/catalog/version';
import { categoryCreateSchema } from '../../../lib/forms/category';
import { createCategory, listCategories, pageCategories } from '../../../server/catalog/categories';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { readMultipart } from '../../../server/http/multipart';

export const prerender = false;

export const GET = handle(async ({ request, url }) => {
  const listing = parseCategoryListQuery(url.searchParams);
  const db = await getDb();
  const version = await readCatalogVersion(db);
  return catalogCache.respond(request, version, categoryListKey(listing), async () =>
    listing.paged
      ? { success: true, ...(await pageCategories(db, listing)) }
      : { success: true, categories: await listCategories(db) },
  );
});

export const POST = handle(async ({ request }) => {
  await requireAdmin(request);
  const form = await readMultipart(request, CATEGORY_FORM);
  const input = parseWith(categoryCreateSchema, textFields(form, CATEGORY_TEXT_FIELDS));
  const category = await createCategory(await catalogDeps(), input, categoryImage(form, true)!);
  return json({ success: true, message: 'Category created successfully', category }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
