import { getDb } from '../../../server/db/client';
import { catalogDeps, readCategoryForm } from '../../../server/catalog/forms';
import { categoryListRead } from '../../../server/catalog/listReads';
import { respondWithList } from '../../../server/http/cache/cachedCatalogReads';
import { categoryCreateSchema } from '../../../lib/forms/category';
import { createCategory } from '../../../server/catalog/categories';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { categoryWithImageBase, imageUrlBase } from '../../../server/storage/imageUrls';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = handle(async ({ request, url }) =>
  respondWithList(await getDb(), request, categoryListRead(url.searchParams)),
);

export const POST = adminHandle(async ({ request }, db) => {
  const { input, image } = await readCategoryForm(request, categoryCreateSchema, true);
  const category = await createCategory(catalogDeps(db), input, image!);
  const body = {
    message: 'Category created successfully',
    category: categoryWithImageBase(category, imageUrlBase(request)),
  };
  return json({ success: true, ...body }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
