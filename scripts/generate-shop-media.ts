// Generates the home page's media from code (no downloads): the two sale images, the promo video
// and its poster. Run: npx tsx scripts/generate-shop-media.ts (`--sale-only`: the sale images alone)
// Needs ffmpeg on PATH for the video (apt-get install -y ffmpeg). Outputs are committed.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const root = new URL('../public/', import.meta.url).pathname;
const INK = '#0f172a';

// simple pictograms on a 200x200 grid, centred by the caller
const shapes = {
  headphones: `<path d="M40 120 V100 a60 60 0 0 1 120 0 V120" fill="none" stroke="${INK}" stroke-width="12"/><rect x="28" y="112" width="34" height="56" rx="12" fill="${INK}"/><rect x="138" y="112" width="34" height="56" rx="12" fill="${INK}"/>`,
  camera: `<rect x="25" y="60" width="150" height="100" rx="14" fill="${INK}"/><rect x="70" y="44" width="60" height="22" rx="6" fill="${INK}"/><circle cx="100" cy="110" r="36" fill="#94a3b8"/><circle cx="100" cy="110" r="22" fill="${INK}"/><circle cx="150" cy="78" r="6" fill="#f87171"/>`,
  watch: `<rect x="78" y="20" width="44" height="160" rx="14" fill="#475569"/><rect x="55" y="55" width="90" height="90" rx="22" fill="${INK}"/><rect x="67" y="67" width="66" height="66" rx="14" fill="#1e40af"/><path d="M100 80 V100 L114 108" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
};

/** The sale images' left margin, in their own pixels. */
const SALE_PADDING = 64;

function saleSvg(
  w: number,
  h: number,
  title: string,
  sub: string,
  from: string,
  to: string,
  kind: keyof typeof shapes,
): string {
  // The home page crops these on the right only (object-left) by up to a twelfth of their width,
  // so the text keeps a card's padding on the left and the picture stays clear of the right edge.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <text x="${SALE_PADDING}" y="${h / 2 - 10}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="44" fill="#fff">${title}</text>
  <text x="${SALE_PADDING}" y="${h / 2 + 36}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#fff">${sub}</text>
  <g transform="translate(${w - 290} ${h / 2 - 90}) scale(0.9)" opacity="0.95">${shapes[kind].replaceAll(INK, '#f8fafc')}</g>
</svg>`;
}

// promo frame t in [0,1): a sliding highlight and a pulsing badge, loop-safe (frame 0 == frame 1)
function promoFrame(t: number, w: number, h: number): string {
  const x = -w * 0.4 + t * w * 1.8;
  const pulse = 1 + 0.06 * Math.sin(t * Math.PI * 2);
  const shift = Math.sin(t * Math.PI * 2) * 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
    <linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect x="${x}" y="0" width="${w * 0.3}" height="${h}" fill="url(#shine)" transform="skewX(-20)"/>
  <g transform="translate(${w * 0.62} ${h / 2 - 150 + shift}) scale(1.5)">${shapes.headphones.replaceAll(INK, '#f8fafc')}</g>
  <text x="60" y="${h / 2 - 30}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" fill="#fff">Sound Week</text>
  <text x="60" y="${h / 2 + 20}" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#dbeafe">Headphones and speakers</text>
  <g transform="translate(160 ${h / 2 + 95}) scale(${pulse})">
    <rect x="-100" y="-32" width="200" height="64" rx="32" fill="#b91c1c"/>
    <text x="0" y="12" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="30" fill="#fff">Up to 50%</text>
  </g>
</svg>`;
}

async function saleImages() {
  mkdirSync(join(root, 'media'), { recursive: true });

  await sharp(
    Buffer.from(saleSvg(800, 400, 'Smartwatch Sale', 'Save up to 30% this week', '#b91c1c', '#7f1d1d', 'watch')),
  )
    .webp({ quality: 78 })
    .toFile(join(root, 'media', 'sale-watches.webp'));
  await sharp(
    Buffer.from(saleSvg(800, 400, 'Camera Deals', 'Mirrorless and drones from $329', '#0f766e', '#134e4a', 'camera')),
  )
    .webp({ quality: 78 })
    .toFile(join(root, 'media', 'sale-cameras.webp'));
}

async function promo() {
  const w = 960;
  const h = 540;
  const fps = 24;
  const frames = fps * 4;
  const dir = mkdtempSync(join(tmpdir(), 'promo-'));
  try {
    for (let f = 0; f < frames; f++) {
      await sharp(Buffer.from(promoFrame(f / frames, w, h)))
        .png()
        .toFile(join(dir, `f${String(f).padStart(3, '0')}.png`));
    }
    await sharp(Buffer.from(promoFrame(0, w, h)))
      .webp({ quality: 75 })
      .toFile(join(root, 'media', 'promo-poster.webp'));
    const out = join(root, 'media', 'promo.mp4');
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(fps),
      '-i',
      join(dir, 'f%03d.png'),
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-movflags',
      '+faststart',
      '-an',
      out,
    ]);
    const size = statSync(out).size;
    if (size > 400 * 1024) throw new Error(`promo.mp4 is ${size} bytes, over the 400 KB limit`);
    console.log(`promo.mp4: ${(size / 1024).toFixed(0)} KB`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await saleImages();
if (!process.argv.includes('--sale-only')) await promo();
