// The HTTP edge of the catalogue writes: multipart limits per form and turning the parsed
// form into the services' inputs (text fields, images, the edit's image instructions).
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../lib/imageLimits';
import type { Db } from '../db/client';
import { badRequest } from '../http/httpError';
import { adminHandle } from '../http/adminEndpoint';
import { json, parseWith, readJson } from '../http/endpoint';
import { readMultipart, type MultipartForm, type MultipartLimits, type UploadedFile } from '../http/multipart';
import type { CatalogDeps } from './categories';
import type { ImageEdit, ProductExtras } from './products';
import { optionsSchema, variantsSchema } from '../../lib/forms/variants';
import { attributesSchema, specsInputSchema } from '../../lib/forms/specs';
import { getImageStorage } from '../storage/imageStorage';

export const CATEGORY_FORM: MultipartLimits = {
  fileFields: ['image'],
  maxFiles: IMAGE_LIMITS.categoryImages,
  maxFileBytes: IMAGE_LIMITS.maxFileBytes,
  tooManyFilesMessage: IMAGE_MESSAGES.categoryOneImage,
  fileTooLargeMessage: IMAGE_MESSAGES.tooLarge,
};

export const PRODUCT_FORM: MultipartLimits = {
  fileFields: ['images'],
  maxFiles: IMAGE_LIMITS.productMaxImages,
  maxFileBytes: IMAGE_LIMITS.maxFileBytes,
  tooManyFilesMessage: IMAGE_MESSAGES.tooMany,
  fileTooLargeMessage: IMAGE_MESSAGES.tooLarge,
};

export function catalogDeps(db: Db): CatalogDeps {
  return { db, storage: getImageStorage() };
}

/** The named single-valued text fields that were sent; unknown fields are ignored. */
export function textFields(form: MultipartForm, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

export function categoryImage(form: MultipartForm, required: boolean): UploadedFile | undefined {
  const [image] = form.files;
  if (!image && required) throw badRequest(IMAGE_MESSAGES.categoryImageRequired);
  return image;
}

/** `existingImages`: repeated JSON texts of {url, public_id}; `deletedImages`: repeated public ids. */
export function imageEditOf(form: MultipartForm): ImageEdit {
  const existing = form.getAll('existingImages');
  const keep = existing.map((text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    const id = (parsed as { public_id?: unknown } | null)?.public_id;
    if (typeof id !== 'string' || !id)
      throw badRequest('existingImages: each entry must be the JSON text of an image {url, public_id}.');
    return id;
  });
  return { keep: existing.length ? keep : undefined, drop: form.getAll('deletedImages').filter(Boolean) };
}

export const PRODUCT_TEXT_FIELDS = [
  'name',
  'productName',
  'description',
  'price',
  'stock',
  'category',
  'discount',
  'compareAtPrice',
  'featured',
  'maxPerOrder',
  'taxClass',
  'isActive',
] as const;
export const CATEGORY_TEXT_FIELDS = ['name', 'description'] as const;

/** A multipart field holding JSON text (`options`, `variants`, `specs`, `attributes`), read with
 *  `schema`; undefined when not sent (the write leaves that part as it is). */
export function jsonField<T extends z.ZodType>(form: MultipartForm, name: string, schema: T): z.infer<T> | undefined {
  const text = form.get(name);
  if (text === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(`${name}: must be JSON text.`);
  }
  const result = schema.safeParse(parsed);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(`${[name, ...issue.path].join('.')}: ${issue.message}`);
}

/** The product form's JSON parts (docs/api.md#variants, #specifications). */
export function productJsonFields(form: MultipartForm): ProductExtras {
  return {
    options: jsonField(form, 'options', optionsSchema),
    variants: jsonField(form, 'variants', variantsSchema),
    specs: jsonField(form, 'specs', specsInputSchema),
  };
}

/** A category form (create or edit): its text fields as `schema` reads them, and its image
 *  (required on create). */
export async function readCategoryForm<T extends z.ZodType>(
  request: Request,
  schema: T,
  imageRequired: boolean,
): Promise<{ input: z.infer<T>; image: UploadedFile | undefined }> {
  const form = await readMultipart(request, CATEGORY_FORM);
  const input = parseWith(schema, textFields(form, CATEGORY_TEXT_FIELDS));
  const attributes = jsonField(form, 'attributes', attributesSchema);
  return {
    input: (attributes ? { ...(input as object), attributes } : input) as z.infer<T>,
    image: categoryImage(form, imageRequired),
  };
}

const activeSchema = z.object({ isActive: z.boolean({ message: 'must be true or false.' }) });

/** PATCH `{isActive}` of a category or product: "<noun> is now active|inactive". */
export function activePatch(noun: string, set: (db: Db, id: string, isActive: boolean) => Promise<void>): APIRoute {
  return adminHandle(async ({ request, params }, db) => {
    const { isActive } = parseWith(activeSchema, await readJson(request));
    await set(db, params.id ?? '', isActive);
    return json({ success: true, message: `${noun} is now ${isActive ? 'active' : 'inactive'}` });
  });
}
