import { z } from 'zod';
import { requireAdmin } from '../../../server/accounts/auth';
import { catalogDeps, readCategoryForm } from '../../../server/catalog/forms';
import { categoryUpdateSchema } from '../../../lib/forms/category';
import { deleteCategory, setCategoryActive, updateCategory } from '../../../server/catalog/categories';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { categoryWithImageBase, imageUrlBase } from '../../../server/storage/imageUrls';

export const prerender = false;

const activeSchema = z.object({ isActive: z.boolean({ message: 'must be true or false.' }) });

export const PUT = handle(async ({ request, params }) => {
  await requireAdmin(await getDb(), request);
  const { input, image } = await readCategoryForm(request, categoryUpdateSchema, false);
  const category = await updateCategory(catalogDeps(await getDb()), params.id ?? '', input, image);
  return json({
    success: true,
    message: 'Category updated successfully',
    category: categoryWithImageBase(category, imageUrlBase(request)),
  });
});

export const PATCH = handle(async ({ request, params }) => {
  const db = await getDb();
  await requireAdmin(db, request);
  const { isActive } = parseWith(activeSchema, await readJson(request));
  await setCategoryActive(db, params.id ?? '', isActive);
  return json({ success: true, message: isActive ? 'Category is now active' : 'Category is now inactive' });
});

export const DELETE = handle(async ({ request, params }) => {
  await requireAdmin(await getDb(), request);
  await deleteCategory(catalogDeps(await getDb()), params.id ?? '');
  return json({ success: true, message: 'Category deleted successfully' });
});

export const ALL = methodNotAllowed('PUT, PATCH, DELETE');
