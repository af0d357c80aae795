// Small factories for catalogue tests: real generated image uploads and valid inputs.
import type { UploadedFile } from '../../src/server/http/multipart';
import type { CatalogDeps } from '../../src/server/catalog/categories';
import { createCategory } from '../../src/server/catalog/categories';
import type { ProductCreate } from '../../src/lib/forms/product';
import { createProduct } from '../../src/server/catalog/products';
import { fakeImages, jpegBytes, pngBytes } from './imageFixtures';

let seq = 0;

export async function pngUpload(field = 'images'): Promise<UploadedFile> {
  seq++;
  return {
    field,
    filename: `photo-${seq}.png`,
    mimeType: 'image/png',
    bytes: await pngBytes(40 + (seq % 7), 30, [seq % 255, 80, 160]),
  };
}

export async function jpegUpload(field = 'images'): Promise<UploadedFile> {
  seq++;
  return { field, filename: `photo-${seq}.jpg`, mimeType: 'image/jpeg', bytes: await jpegBytes(50, 30 + (seq % 5)) };
}

export function fakePngUpload(field = 'images'): UploadedFile {
  return { field, filename: 'not-really.png', mimeType: 'image/png', bytes: fakeImages.textNamedPng };
}

export async function makeCategory(deps: CatalogDeps, overrides: { name?: string; description?: string } = {}) {
  return createCategory(
    deps,
    { name: overrides.name ?? `Category ${++seq}`, description: overrides.description ?? 'Things people like.' },
    await pngUpload('image'),
  );
}

export async function makeProduct(
  deps: CatalogDeps,
  category: string,
  overrides: Partial<ProductCreate> = {},
  imageCount = 2,
) {
  const files = [];
  for (let i = 0; i < imageCount; i++) files.push(i % 2 ? await jpegUpload() : await pngUpload());
  return createProduct(
    deps,
    { name: `Product ${++seq}`, description: 'A fine device.', price: 9950, stock: 3, category, ...overrides },
    files,
  );
}
