// Real image bytes for upload tests, generated on the fly (no binary fixtures in git),
// plus the fakes the server must refuse.
import sharp from 'sharp';

function canvas(width: number, height: number, rgb: [number, number, number]) {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } });
}

export function pngBytes(width = 64, height = 48, rgb: [number, number, number] = [30, 90, 200]): Promise<Buffer> {
  return canvas(width, height, rgb).png().toBuffer();
}

export function jpegBytes(width = 64, height = 48, rgb: [number, number, number] = [200, 60, 30]): Promise<Buffer> {
  return canvas(width, height, rgb).jpeg().toBuffer();
}

/** A JPEG stored sideways with EXIF orientation 6 (rotate 90° clockwise to view) and a GPS-like comment. */
export function sidewaysJpegBytes(width = 80, height = 40): Promise<Buffer> {
  return canvas(width, height, [10, 160, 90]).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

export const fakeImages = {
  textNamedPng: Buffer.from('this is just text pretending to be a PNG\n'),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64" fill="red"/></svg>',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** A PNG whose data is cut off half way: the header says PNG, the pixels do not decode. */
export async function truncatedPngBytes(): Promise<Buffer> {
  const full = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return full.subarray(0, Math.floor(full.length / 2));
}
