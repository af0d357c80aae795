import { requireAdmin } from '../../../server/accounts/auth';
import { getDb } from '../../../server/db/client';
import { catalogDeps, readCategoryForm } from '../../../server/catalog/forms';
import { categoryListRead } from '../../../server/catalog/listReads';
import { respondWithList } from '../../../server/http/cache/cachedCatalogReads';
import { categoryCreateSchema } from '../../../lib/forms/category';
import { createCategory } from '../../../server/catalog/categories';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { categoryWithImageBase, imageUrlBase } from '../../../server/storage/imageUrls';

export const prerender = false;

export const GET = handle(async ({ request, url }) =>
  respondWithList(await getDb(), request, categoryListRead(url.searchParams)),
);

export const POST = handle(async ({ request }) => {
  await requireAdmin(await getDb(), request);
  const { input, image } = await readCategoryForm(request, categoryCreateSchema, true);
  const category = await createCategory(catalogDeps(await getDb()), input, image!);
  const body = {
    message: 'Category created successfully',
    category: categoryWithImageBase(category, imageUrlBase(request)),
  };
  return json({ success: true, ...body }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
