import { optionalUser } from '../../../server/accounts/auth';
import { catalogCache } from '../../../server/http/cache/responseCache';
import { findProductCached } from '../../../server/catalog/productPage';
import {
  PRODUCT_FORM,
  PRODUCT_TEXT_FIELDS,
  activePatch,
  catalogDeps,
  imageEditOf,
  productJsonFields,
  textFields,
} from '../../../server/catalog/forms';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { notFound } from '../../../server/http/httpError';
import { methodNotAllowed } from '../../../server/http/methods';
import { readMultipart } from '../../../server/http/multipart';
import { productUpdateSchema } from '../../../lib/forms/product';
import { deleteProduct, setProductActive, updateProduct } from '../../../server/catalog/products';
import { imageUrlBase, productWithImageBase } from '../../../server/storage/imageUrls';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

/** By id or slug; an inactive product is shown to admins only (404 for everyone else). */
export const GET = handle(async ({ request, params }) => {
  const { product, version } = await findProductCached(await getDb(), params.id ?? '');
  if (!product) throw notFound('Product');
  if (!product.isActive) {
    if ((await optionalUser(await getDb(), request))?.role !== 'admin') throw notFound('Product');
    return json({ success: true, product: productWithImageBase(product, imageUrlBase(request)) });
  }
  return catalogCache.respond(request, version, `product ${product._id}`, async (imageBase) => ({
    success: true,
    product: productWithImageBase(product, imageBase),
  }));
});

export const PUT = adminHandle(async ({ request, params }, db) => {
  const form = await readMultipart(request, PRODUCT_FORM);
  const input = parseWith(productUpdateSchema, textFields(form, PRODUCT_TEXT_FIELDS));
  const { product, notice } = await updateProduct(
    catalogDeps(db),
    params.id ?? '',
    input,
    imageEditOf(form),
    form.files,
    productJsonFields(form),
  );
  return json({
    success: true,
    message: 'Product updated successfully',
    ...(notice ? { notice } : {}),
    product: productWithImageBase(product, imageUrlBase(request)),
  });
});

export const PATCH = activePatch('Product', setProductActive);

export const DELETE = adminHandle(async ({ params }, db) => {
  await deleteProduct(catalogDeps(db), params.id ?? '');
  return json({ success: true, message: 'Product deleted successfully' });
});

export const ALL = methodNotAllowed('GET, PUT, PATCH, DELETE');
