import { requireAdmin } from '../../../server/accounts/auth';
import { catalogCache, jsonPieces } from '../../../server/catalog/cache';
import { PRODUCT_FORM, PRODUCT_TEXT_FIELDS, catalogDeps, textFields } from '../../../server/catalog/forms';
import { parseProductListQuery, productListKey } from '../../../server/catalog/listQuery';
import { readCatalogVersion } from '../../../server/catalog/version';
import { getDb } from '../../../server/db/client';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { readMultipart } from '../../../server/http/multipart';
import { productCreateSchema } from '../../../lib/forms/product';
import { createProduct } from '../../../server/catalog/products';
import { pageProductsBody, writeProductList } from '../../../server/catalog/productLists';

export const prerender = false;

export const GET = handle(async ({ request, url }) => {
  const listing = parseProductListQuery(url.searchParams);
  const db = await getDb();
  const version = await readCatalogVersion(db);
  return catalogCache.respond(request, version, productListKey(listing), async () =>
    listing.paged ? pageProductsBody(db, listing, version) : jsonPieces((sink) => writeProductList(db, sink)),
  );
});

export const POST = handle(async ({ request }) => {
  await requireAdmin(request);
  const form = await readMultipart(request, PRODUCT_FORM);
  const input = parseWith(productCreateSchema, textFields(form, PRODUCT_TEXT_FIELDS));
  const product = await createProduct(await catalogDeps(), input, form.files);
  return json({ success: true, message: 'Product created successfully', product }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
