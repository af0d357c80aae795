import { activePatch, catalogDeps, readCategoryForm } from '../../../server/catalog/forms';
import { categoryUpdateSchema } from '../../../lib/forms/category';
import { deleteCategory, setCategoryActive, updateCategory } from '../../../server/catalog/categories';
import { json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { categoryWithImageBase, imageUrlBase } from '../../../server/storage/imageUrls';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const PUT = adminHandle(async ({ request, params }, db) => {
  const { input, image } = await readCategoryForm(request, categoryUpdateSchema, false);
  const category = await updateCategory(catalogDeps(db), params.id ?? '', input, image);
  return json({
    success: true,
    message: 'Category updated successfully',
    category: categoryWithImageBase(category, imageUrlBase(request)),
  });
});

export const PATCH = activePatch('Category', setCategoryActive);

export const DELETE = adminHandle(async ({ params }, db) => {
  await deleteCategory(catalogDeps(db), params.id ?? '');
  return json({ success: true, message: 'Category deleted successfully' });
});

export const ALL = methodNotAllowed('PUT, PATCH, DELETE');
