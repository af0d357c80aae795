// One source for the image rules: the admin panels' alerts and the server's 400/413/415
// answers read the same numbers, so they can never disagree.

export const IMAGE_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  productMaxImages: 5,
  productMinImagesOnCreate: 2,
  productMinImagesAfterEdit: 1,
  categoryImages: 1,
  /** longest side of the stored WebP */
  maxSidePx: 1600,
  /** what the file pickers offer; the server decodes every file regardless of its type */
  accept: 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/tiff',
} as const;

export const IMAGE_MESSAGES = {
  tooMany: 'You can only upload a maximum of 5 images.',
  tooFewOnCreate: 'At least 2 images are required.',
  tooFewAfterEdit: 'A product needs at least 1 image.',
  categoryImageRequired: 'Image is required!',
  categoryOneImage: 'Only one image is allowed.',
  notAnImage: 'Only image files are allowed.',
  tooLarge: 'Each image must be 10 MB or smaller.',
} as const;

type ImageCheck = { ok: true } | { ok: false; message: string };

/** Count rule for a product's images, used by the panel before sending and the server on receipt. */
export function checkProductImageCount(existing: number, added: number, mode: 'create' | 'edit'): ImageCheck {
  const total = existing + added;
  if (total > IMAGE_LIMITS.productMaxImages) return { ok: false, message: IMAGE_MESSAGES.tooMany };
  if (mode === 'create' && added < IMAGE_LIMITS.productMinImagesOnCreate)
    return { ok: false, message: IMAGE_MESSAGES.tooFewOnCreate };
  if (mode === 'edit' && total < IMAGE_LIMITS.productMinImagesAfterEdit)
    return { ok: false, message: IMAGE_MESSAGES.tooFewAfterEdit };
  return { ok: true };
}
