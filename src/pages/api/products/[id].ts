import { z } from 'zod';
import { optionalUser, requireAdmin } from '../../../server/accounts/auth';
import { catalogCache } from '../../../server/catalog/cache';
import { findProductCached } from '../../../server/catalog/productPage';
import { PRODUCT_FORM, PRODUCT_TEXT_FIELDS, catalogDeps, imageEditOf, textFields } from '../../../server/catalog/forms';
import { getDb } from '../../../server/db/client';
import { handle, json, notFound, parseWith, readJson } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { readMultipart } from '../../../server/http/multipart';
import { productUpdateSchema } from '../../../lib/forms/product';
import { deleteProduct, setProductActive, updateProduct } from '../../../server/catalog/products';

export const prerender = false;

const activeSchema = z.object({ isActive: z.boolean({ message: 'must be true or false.' }) });

/** By id or slug; an inactive product is shown to admins only (404 for everyone else). */
export const GET = handle(async ({ request, params }) => {
  const { product, version } = await findProductCached(params.id ?? '');
  if (!product) throw notFound('Product');
  if (!product.isActive) {
    if ((await optionalUser(request))?.role !== 'admin') throw notFound('Product');
    return json({ success: true, product });
  }
  return catalogCache.respond(request, version, `product ${product._id}`, async () => ({ success: true, product }));
});

export const PUT = handle(async ({ request, params }) => {
  await requireAdmin(request);
  const form = await readMultipart(request, PRODUCT_FORM);
  const input = parseWith(productUpdateSchema, textFields(form, PRODUCT_TEXT_FIELDS));
  const product = await updateProduct(await catalogDeps(), params.id ?? '', input, imageEditOf(form), form.files);
  return json({ success: true, message: 'Product updated successfully', product });
});

export const PATCH = handle(async ({ request, params }) => {
  await requireAdmin(request);
  const { isActive } = parseWith(activeSchema, await readJson(request));
  await setProductActive(await getDb(), params.id ?? '', isActive);
  return json({ success: true, message: isActive ? 'Product is now active' : 'Product is now inactive' });
});

export const DELETE = handle(async ({ request, params }) => {
  await requireAdmin(request);
  await deleteProduct(await catalogDeps(), params.id ?? '');
  return json({ success: true, message: 'Product deleted successfully' });
});

export const ALL = methodNotAllowed('GET, PUT, PATCH, DELETE');
