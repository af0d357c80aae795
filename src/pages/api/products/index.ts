import { getDb } from '../../../server/db/client';
import {
  PRODUCT_FORM,
  PRODUCT_TEXT_FIELDS,
  catalogDeps,
  productJsonFields,
  textFields,
} from '../../../server/catalog/forms';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { readMultipart } from '../../../server/http/multipart';
import { productCreateSchema, productCreateWithVariantsSchema } from '../../../lib/forms/product';
import { createProduct } from '../../../server/catalog/products';
import { productListRead } from '../../../server/catalog/listReads';
import { respondWithList } from '../../../server/http/cache/cachedCatalogReads';
import { imageUrlBase, productWithImageBase } from '../../../server/storage/imageUrls';
import { adminHandle } from '../../../server/http/adminEndpoint';

export const prerender = false;

export const GET = handle(async ({ request, url }) =>
  respondWithList(await getDb(), request, productListRead(url.searchParams)),
);

export const POST = adminHandle(async ({ request }, db) => {
  const form = await readMultipart(request, PRODUCT_FORM);
  const extras = productJsonFields(form);
  // with variants the prices and stock are theirs; without, the spec's form fields make the one variant
  const schema = extras.variants ? productCreateWithVariantsSchema : productCreateSchema;
  const input = parseWith(schema, textFields(form, PRODUCT_TEXT_FIELDS));
  const product = await createProduct(catalogDeps(db), input, form.files, extras);
  const body = {
    message: 'Product created successfully',
    product: productWithImageBase(product, imageUrlBase(request)),
  };
  return json({ success: true, ...body }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
