// Product and category pictures for the sample catalogue, drawn as SVG and rendered to WebP
// with sharp: the device's outline, the product's name and a colour of its own. Nothing is
// downloaded, and every seeded image is a real, decodable file like an upload.
import sharp from 'sharp';

export type Glyph =
  | 'speaker'
  | 'camera'
  | 'lens'
  | 'laptop'
  | 'phone'
  | 'charger'
  | 'gamepad'
  | 'console'
  | 'battery'
  | 'headphones'
  | 'keyboard';

const SIZE = 800;

/** Outlines in a 200×200 box, white strokes on the coloured background. */
const GLYPHS: Record<Glyph, string> = {
  speaker:
    '<rect x="50" y="20" width="100" height="160" rx="18"/><circle cx="100" cy="120" r="34"/><circle cx="100" cy="120" r="12"/><circle cx="100" cy="55" r="14"/>',
  camera:
    '<rect x="20" y="60" width="160" height="110" rx="14"/><path d="M70 60 l12 -22 h36 l12 22"/><circle cx="100" cy="115" r="36"/><circle cx="100" cy="115" r="20"/><circle cx="155" cy="80" r="5"/>',
  lens: '<rect x="45" y="30" width="110" height="150" rx="16"/><line x1="45" y1="70" x2="155" y2="70"/><line x1="45" y1="140" x2="155" y2="140"/><circle cx="100" cy="30" r="40"/><circle cx="100" cy="30" r="22"/>',
  laptop:
    '<rect x="40" y="40" width="120" height="85" rx="8"/><rect x="52" y="52" width="96" height="61" rx="3"/><path d="M20 140 h160 l-12 22 h-136 z"/>',
  phone:
    '<rect x="60" y="15" width="80" height="170" rx="16"/><line x1="88" y1="30" x2="112" y2="30"/><rect x="70" y="42" width="60" height="118" rx="4"/><circle cx="100" cy="172" r="5"/>',
  charger:
    '<rect x="50" y="60" width="100" height="95" rx="16"/><line x1="80" y1="60" x2="80" y2="30"/><line x1="120" y1="60" x2="120" y2="30"/><path d="M100 155 v25 q0 10 10 10 h40"/><path d="M105 85 l-15 25 h20 l-15 25"/>',
  gamepad:
    '<path d="M55 65 h90 q35 0 40 45 l5 35 q3 25 -20 25 q-15 0 -25 -20 l-8 -15 h-74 l-8 15 q-10 20 -25 20 q-23 0 -20 -25 l5 -35 q5 -45 40 -45 z"/><line x1="60" y1="100" x2="60" y2="130"/><line x1="45" y1="115" x2="75" y2="115"/><circle cx="138" cy="105" r="6"/><circle cx="155" cy="122" r="6"/>',
  console:
    '<rect x="30" y="40" width="140" height="120" rx="12"/><line x1="30" y1="130" x2="170" y2="130"/><circle cx="150" cy="145" r="5"/><rect x="50" y="143" width="40" height="6" rx="3"/>',
  battery:
    '<rect x="35" y="50" width="120" height="100" rx="12"/><rect x="155" y="80" width="14" height="40" rx="4"/><path d="M100 65 l-22 40 h26 l-8 30 l26 -45 h-26 z"/>',
  headphones:
    '<path d="M40 125 v-25 a60 60 0 0 1 120 0 v25"/><rect x="28" y="115" width="34" height="62" rx="12"/><rect x="138" y="115" width="34" height="62" rx="12"/>',
  keyboard:
    '<rect x="15" y="60" width="170" height="85" rx="10"/><line x1="35" y1="85" x2="165" y2="85"/><line x1="35" y1="105" x2="165" y2="105"/><line x1="60" y1="125" x2="140" y2="125"/>',
};

const KEYWORDS: [RegExp, Glyph][] = [
  [/\blens\b(?!.*kit)/i, 'lens'],
  [/charger|power station/i, 'charger'],
  [/controller|capture/i, 'gamepad'],
  [/console|headset/i, 'console'],
  [/keyboard/i, 'keyboard'],
  [/case|sleeve/i, 'phone'],
  [/earbuds|headphones/i, 'headphones'],
  [/microphone|turntable|sound bar/i, 'speaker'],
  [/\bpc\b/i, 'console'],
  [/battery/i, 'battery'],
];

/** The outline that best shows a product: by keyword in its name, else its category's. */
export function glyphFor(name: string, fallback: Glyph): Glyph {
  return KEYWORDS.find(([pattern]) => pattern.test(name))?.[1] ?? fallback;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap for the name lines under the picture. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s+\S*$/, '')}…`;
  }
  return lines;
}

export function hueOf(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}

export interface ArtOptions {
  title: string;
  subtitle?: string;
  glyph: Glyph;
  hue: number;
  /** 0 = front view, 1 = tilted on a light background, 2 = close-up */
  variant: number;
}

function artSvg({ title, subtitle, glyph, hue, variant }: ArtOptions): string {
  const light = variant === 1;
  const bgA = light ? `hsl(${hue} 45% 92%)` : `hsl(${hue} 62% ${variant === 2 ? 30 : 42}%)`;
  const bgB = light ? `hsl(${(hue + 40) % 360} 50% 82%)` : `hsl(${(hue + 35) % 360} 68% ${variant === 2 ? 18 : 26}%)`;
  const ink = light ? `hsl(${hue} 60% 22%)` : '#ffffff';
  const glyphTransform = [
    'translate(250 110) scale(1.5)',
    'translate(400 330) rotate(-12) translate(-150 -150) scale(1.5)',
    'translate(130 70) scale(2.7)',
  ][variant % 3];
  const lines = variant === 2 ? [] : wrap(title, 22, 3);
  const text = lines
    .map(
      (line, i) =>
        `<text x="400" y="${560 + i * 62}" text-anchor="middle" font-size="50" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const sub =
    subtitle && variant !== 2
      ? `<text x="400" y="${560 + lines.length * 62 + 20}" text-anchor="middle" font-size="30" opacity="0.8">${escapeXml(subtitle)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
<circle cx="650" cy="140" r="220" fill="${ink}" opacity="0.06"/>
<g transform="${glyphTransform}" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[glyph]}</g>
<g fill="${ink}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">${text}${sub}</g>
</svg>`;
}

export async function renderArt(options: ArtOptions): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(options)))
    .webp({ quality: 76, effort: 2 })
    .toBuffer();
}
