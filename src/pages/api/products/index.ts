import { requireAdmin } from '../../../server/accounts/auth';
import { PRODUCT_FORM, PRODUCT_TEXT_FIELDS, catalogDeps, textFields } from '../../../server/catalog/forms';
import { handle, json, parseWith } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';
import { readMultipart } from '../../../server/http/multipart';
import { productCreateSchema } from '../../../lib/forms/product';
import { createProduct } from '../../../server/catalog/products';
import { productListRead, respondWithList } from '../../../server/catalog/listReads';

export const prerender = false;

export const GET = handle(({ request, url }) => respondWithList(request, productListRead(url.searchParams)));

export const POST = handle(async ({ request }) => {
  await requireAdmin(request);
  const form = await readMultipart(request, PRODUCT_FORM);
  const input = parseWith(productCreateSchema, textFields(form, PRODUCT_TEXT_FIELDS));
  const product = await createProduct(await catalogDeps(), input, form.files);
  return json({ success: true, message: 'Product created successfully', product }, 201);
});

export const ALL = methodNotAllowed('GET, POST');
