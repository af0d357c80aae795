import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { toStoredWebp } from '../../src/server/storage/webpImages';
import { HttpError } from '../../src/server/http/httpError';
import { IMAGE_LIMITS, IMAGE_MESSAGES } from '../../src/lib/imageLimits';
import { fakeImages, jpegBytes, pngBytes, sidewaysJpegBytes, truncatedPngBytes } from '../helpers/imageFixtures';

async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    if (err instanceof HttpError) return err.status;
    throw err;
  }
}

describe('toStoredWebp', () => {
  it('re-encodes PNG and JPEG as WebP of the same size', async () => {
    for (const input of [await pngBytes(64, 48), await jpegBytes(64, 48)]) {
      const out = await toStoredWebp(input);
      const meta = await sharp(out.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([64, 48]);
      expect(out.contentType).toBe('image/webp');
    }
  });

  it('caps the longest side and keeps the aspect ratio', async () => {
    const out = await toStoredWebp(await pngBytes(IMAGE_LIMITS.maxSidePx * 2, IMAGE_LIMITS.maxSidePx));
    expect([out.width, out.height]).toEqual([IMAGE_LIMITS.maxSidePx, IMAGE_LIMITS.maxSidePx / 2]);
  });

  it('turns an EXIF-rotated photo upright and strips its metadata', async () => {
    const input = await sidewaysJpegBytes(80, 40);
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const out = await toStoredWebp(input);
    const meta = await sharp(out.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
  });

  it('refuses text named .png, SVG, PDF and a truncated PNG with 415', async () => {
    for (const fake of [fakeImages.textNamedPng, fakeImages.svg, fakeImages.pdf, await truncatedPngBytes()]) {
      expect(await statusOf(toStoredWebp(fake))).toBe(415);
    }
    await expect(toStoredWebp(fakeImages.svg)).rejects.toThrow(IMAGE_MESSAGES.notAnImage);
  });

  it('refuses a decompression bomb by its pixel count before decoding it', async () => {
    const bomb = await pngClaiming(20000, 20000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20000);
    expect(await statusOf(toStoredWebp(bomb))).toBe(413);
  });
});

/** A tiny PNG whose header claims huge dimensions (IHDR patched, CRC fixed). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBytes(8, 8));
  // signature (8) + length (4) + "IHDR" (4), then width and height
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
