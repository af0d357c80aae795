// Every uploaded file goes through here before it is stored: we trust the decoded pixels,
// never the file name or the client's content type. What comes out is a fresh WebP without
// metadata (no EXIF location leaks), upright, and no larger than IMAGE_LIMITS.maxSidePx.
import sharp from 'sharp';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../lib/imageLimits';
import { IMAGE_VARIANT_WIDTHS, type ImageVariantWidth } from '../../lib/imageSrcset';
import { cpuBound } from '../cpuBound';
import { HttpError } from '../http/httpError';

/** Raster formats libvips decodes that we accept. SVG (scripts, external refs) and PDF are
 *  documents, not photos, so they are refused even though libvips could render them. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** About 60 megapixels: larger than any phone photo, small enough that a crafted
 *  "decompression bomb" cannot exhaust memory. */
const MAX_INPUT_PIXELS = 60_000_000;

interface ProcessedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

// one libvips thread per image; how many images at once is cpuBound's to say
sharp.concurrency(1);
// every upload is a new image, so libvips' operation cache would only hold memory
sharp.cache(false);

export function toStoredWebp(input: Buffer): Promise<ProcessedImage> {
  return cpuBound(() => encode(input));
}

async function encode(input: Buffer): Promise<ProcessedImage> {
  let format: string | undefined;
  let pixels = 0;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    pixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  }
  if (!format || !RASTER_FORMATS.has(format)) throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  if (pixels > MAX_INPUT_PIXELS) throw new HttpError(413, 'Image dimensions are too large (at most 60 megapixels).');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: IMAGE_LIMITS.maxSidePx,
        height: IMAGE_LIMITS.maxSidePx,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    // the header looked like an image but the pixel data does not decode (truncated, corrupt)
    throw new HttpError(415, IMAGE_MESSAGES.notAnImage);
  }
}

/** The narrower copies pages offer in a srcset (src/lib/imageSrcset.ts), from a stored WebP: every
 *  width, or only `widths`. A copy at least as wide as the image is the image itself (the srcset
 *  still lists every width). Each copy is made from the one before it, the next wider: decoding an
 *  800 px copy costs a fraction of the full image, and a copy of a copy at these sizes looks the same. */
export function webpVariants(
  stored: Buffer,
  widths: readonly ImageVariantWidth[] = IMAGE_VARIANT_WIDTHS,
): Promise<{ width: ImageVariantWidth; bytes: Buffer }[]> {
  return cpuBound(async () => {
    let source = stored;
    let { width: sourceWidth = 0 } = await sharp(stored).metadata();
    const copies = new Map<ImageVariantWidth, Buffer>();
    for (const width of [...widths].sort((a, b) => b - a)) {
      if (width >= sourceWidth) {
        copies.set(width, source);
        continue;
      }
      source = await sharp(source).resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
      sourceWidth = width;
      copies.set(width, source);
    }
    return widths.map((width) => ({ width, bytes: copies.get(width)! }));
  });
}
