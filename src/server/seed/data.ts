// The sample catalogue seeded into an empty database. Names cover what the storefront's
// category menu routes search for (DSLR, Mirrorless, Lens, Speaker, Smartphone, Charger,
// Case, PC, Console, Streaming, PlayStation, Xbox, Nintendo, Battery, Headphones).
// Figures are the makers' published ones. Specs describe the product as a whole: where a
// figure differs between variants (a phone's storage, a laptop's memory, a camera kit's weight),
// the product's spec holds the smallest and each variant has its own (variantSpecs below), as an
// admin gives them in the variants' table. Variant weights are the device's own, in grams.
import type { z } from 'zod';
import type { optionsSchema, variantsSchema } from '../../lib/forms/variants';
import type { CategoryAttribute, SpecValue } from '../../lib/types';
import type { Glyph } from './art';

interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  glyph: Glyph;
  hue: number;
  attributes: CategoryAttribute[];
}

/** a variant as the product writes take it (src/lib/forms/variants.ts): amounts in dollars */
type SeedVariant = z.input<typeof variantsSchema>[number] & { sku: string; weight: number };

interface SeedProductData {
  name: string;
  category: string;
  description: string;
  /** badge text "-N%": every variant's compare-at price is its price before that cut */
  discount?: string;
  /** shown in the home page's Featured tab */
  featured?: true;
  inactive?: true;
  options?: z.input<typeof optionsSchema>;
  /** one per combination sold, in the order the shop lists them; one without options otherwise */
  variants: SeedVariant[];
  specs: Record<string, SpecValue>;
}

/** A sample product with the summary its row keeps of its variants (what refreshSummary in
 *  src/server/catalog/variants.ts computes), for scripts that want a product's headline figures. */
export interface SeedProduct extends SeedProductData {
  /** the cheapest active variant's price, in dollars */
  price: number;
  /** the active variants' stock, summed */
  stock: number;
}

function withSummary(product: SeedProductData): SeedProduct {
  const active = product.variants.filter((variant) => variant.isActive !== false);
  const priced = active.length ? active : product.variants;
  return {
    ...product,
    price: Math.min(...priced.map((variant) => variant.price)),
    stock: active.reduce((sum, variant) => sum + variant.stock, 0),
  };
}

/** A variant: its SKU, option values, price in dollars, stock and weight in grams. */
function v(
  sku: string,
  options: Record<string, string>,
  price: number,
  stock: number,
  weight: number,
  extra: { compareAtPrice?: number; isActive?: false } = {},
): SeedVariant {
  return { sku, options, price, stock, weight, ...extra };
}

/** The single variant of a product sold one way. */
const only = (sku: string, price: number, stock: number, weight: number): SeedVariant[] => [
  v(sku, {}, price, stock, weight),
];

const choice = (key: string, name: string, values: string[], filterable = true): CategoryAttribute => ({
  key,
  name,
  type: 'choice',
  values,
  filterable,
  inCompare: true,
});
const number = (key: string, name: string, unit: string, filterable = true): CategoryAttribute => ({
  key,
  name,
  type: 'number',
  unit,
  filterable,
  inCompare: true,
});
const yesNo = (key: string, name: string, filterable = true): CategoryAttribute => ({
  key,
  name,
  type: 'boolean',
  filterable,
  inCompare: true,
});
const text = (key: string, name: string): CategoryAttribute => ({
  key,
  name,
  type: 'text',
  filterable: false,
  inCompare: true,
});

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Audio',
    slug: 'audio',
    glyph: 'speaker',
    hue: 265,
    description: 'Speakers, sound bars, turntables and microphones for every room.',
    attributes: [
      choice('kind', 'Type', ['Portable speaker', 'Smart speaker', 'Sound bar', 'Turntable', 'Microphone']),
      yesNo('bluetooth', 'Bluetooth'),
      yesNo('battery_powered', 'Battery powered'),
      number('weight', 'Weight', 'g', false),
    ],
  },
  {
    name: 'Cameras',
    slug: 'cameras',
    glyph: 'camera',
    hue: 205,
    description: 'DSLR and mirrorless bodies and action cameras.',
    attributes: [
      choice('sensor', 'Sensor', ['Full frame', 'APS-C', 'Micro Four Thirds', '1-inch', '1/1.9-inch']),
      number('megapixels', 'Resolution', 'MP'),
      choice('video', 'Video', ['1080p', '4K 30p', '4K 60p', '5.3K 60p', '6.2K 30p']),
      number('weight', 'Weight', 'g'),
      yesNo('stabilisation', 'In-body stabilisation'),
      text('lens_mount', 'Lens mount'),
    ],
  },
  {
    name: 'Lenses',
    slug: 'lenses',
    glyph: 'lens',
    hue: 190,
    description: 'Prime and zoom lenses for mirrorless and DSLR cameras.',
    attributes: [
      choice('mount', 'Mount', ['Canon RF', 'Canon EF', 'Sony E', 'Nikon Z', 'Nikon F', 'Fujifilm X']),
      choice('kind', 'Type', ['Prime', 'Zoom']),
      text('focal_length', 'Focal length'),
      text('aperture', 'Widest aperture'),
      yesNo('full_frame', 'Covers full frame'),
      yesNo('stabilisation', 'Stabilised'),
      number('weight', 'Weight', 'g'),
    ],
  },
  {
    name: 'Computers',
    slug: 'computers',
    glyph: 'laptop',
    hue: 220,
    description: 'Laptops for work, study and play.',
    attributes: [
      number('screen', 'Screen size', 'in'),
      number('ram', 'Memory', 'GB'),
      text('cpu', 'Processor'),
      text('gpu', 'Graphics'),
      number('weight_kg', 'Weight', 'kg'),
      number('battery_hours', 'Battery life', 'hours'),
      choice('os', 'Operating system', ['macOS', 'Windows', 'ChromeOS']),
    ],
  },
  {
    name: 'Phones',
    slug: 'phones',
    glyph: 'phone',
    hue: 160,
    description: 'The latest smartphones, from flagships to good-value everyday phones.',
    attributes: [
      number('screen', 'Screen size', 'in'),
      choice('storage', 'Storage', ['64 GB', '128 GB', '256 GB', '512 GB', '1 TB']),
      number('battery', 'Battery', 'mAh'),
      yesNo('five_g', '5G'),
      choice('os', 'Operating system', ['iOS', 'Android']),
      number('camera', 'Main camera', 'MP'),
      number('refresh_rate', 'Refresh rate', 'Hz', false),
      text('chip', 'Chip'),
    ],
  },
  {
    name: 'Accessories',
    slug: 'accessories',
    glyph: 'charger',
    hue: 95,
    description: 'Chargers, cases, sleeves and keyboards for phones and laptops.',
    attributes: [
      choice('kind', 'Type', ['Charger', 'Case', 'Sleeve', 'Keyboard']),
      text('fits', 'Works with'),
      yesNo('wireless', 'Wireless'),
      number('weight', 'Weight', 'g', false),
    ],
  },
  {
    name: 'Games',
    slug: 'games',
    glyph: 'gamepad',
    hue: 330,
    description: 'Consoles, controllers, gaming PCs and streaming gear.',
    attributes: [
      choice('kind', 'Type', ['Console', 'Controller', 'Gaming PC', 'Streaming gear', 'VR headset']),
      text('platform', 'Works with'),
    ],
  },
  {
    name: 'Batteries',
    slug: 'batteries',
    glyph: 'battery',
    hue: 40,
    description: 'Everyday, rechargeable and camera batteries, power banks and power stations.',
    attributes: [
      choice('kind', 'Type', ['AA', 'AAA', 'Camera battery', 'Power bank', 'Power station']),
      choice('chemistry', 'Chemistry', ['Alkaline', 'Lithium', 'Li-ion', 'NiMH', 'LiFePO4']),
      yesNo('rechargeable', 'Rechargeable'),
      number('pack', 'Pack size', 'pcs', false),
    ],
  },
  {
    name: 'Headphones',
    slug: 'headphones',
    glyph: 'headphones',
    hue: 12,
    description: 'Wireless, noise-cancelling, studio and gaming headphones.',
    attributes: [
      choice('kind', 'Type', ['Over-ear', 'On-ear', 'In-ear']),
      yesNo('noise_cancelling', 'Noise cancelling'),
      number('battery_hours', 'Battery life', 'hours'),
      yesNo('wireless', 'Wireless'),
      number('weight', 'Weight', 'g', false),
    ],
  },
];

const SAMPLE: SeedProductData[] = [
  // Audio
  {
    category: 'audio',
    name: 'JBL Flip 6 Portable Bluetooth Speaker',
    discount: '-15%',
    description:
      'Waterproof IP67 speaker with a racetrack woofer and separate tweeter for bold, clear sound and 12 hours of play.',
    options: [{ name: 'Colour', values: ['Black', 'Blue', 'Red'] }],
    variants: [
      v('JBL-FLIP6-BLK', { Colour: 'Black' }, 129.99, 22, 550),
      v('JBL-FLIP6-BLU', { Colour: 'Blue' }, 129.99, 12, 550),
      v('JBL-FLIP6-RED', { Colour: 'Red' }, 129.99, 8, 550),
    ],
    specs: { kind: 'Portable speaker', bluetooth: true, battery_powered: true, weight: 550 },
  },
  {
    category: 'audio',
    name: 'Sonos Era 100 Smart Speaker',
    description:
      'Stereo sound from one compact speaker, with Wi-Fi and Bluetooth streaming, Trueplay tuning and voice control.',
    options: [{ name: 'Colour', values: ['Black', 'White'] }],
    variants: [
      v('SONOS-ERA100-BLK', { Colour: 'Black' }, 249, 10, 2000),
      v('SONOS-ERA100-WHT', { Colour: 'White' }, 249, 8, 2000),
    ],
    specs: { kind: 'Smart speaker', bluetooth: true, battery_powered: false, weight: 2000 },
  },
  {
    category: 'audio',
    name: 'Bose SoundLink Flex Speaker',
    description:
      'Rugged, dustproof and floating portable speaker with PositionIQ that tunes the sound to how it is placed.',
    options: [{ name: 'Colour', values: ['Black', 'Stone Blue', 'White Smoke'] }],
    variants: [
      v('BOSE-SLFLEX-BLK', { Colour: 'Black' }, 149, 14, 600),
      v('BOSE-SLFLEX-STB', { Colour: 'Stone Blue' }, 149, 6, 600),
      v('BOSE-SLFLEX-WSM', { Colour: 'White Smoke' }, 149, 5, 600),
    ],
    specs: { kind: 'Portable speaker', bluetooth: true, battery_powered: true, weight: 600 },
  },
  {
    category: 'audio',
    name: 'Audio-Technica AT-LP60X Turntable',
    description: 'Fully automatic belt-drive turntable with a built-in phono preamp; plug it into any powered speaker.',
    variants: only('AT-LP60X-BK', 149, 9, 2600),
    specs: { kind: 'Turntable', bluetooth: false, battery_powered: false, weight: 2600 },
  },
  {
    category: 'audio',
    name: 'Yamaha SR-C20A Compact Sound Bar',
    discount: '-10%',
    description: 'A 60 cm sound bar with built-in subwoofers, clear voice mode and HDMI ARC that fits under any TV.',
    variants: only('YAM-SRC20A-BK', 179.95, 14, 1400),
    specs: { kind: 'Sound bar', bluetooth: true, battery_powered: false, weight: 1400 },
  },
  {
    category: 'audio',
    name: 'Marshall Emberton II Speaker',
    featured: true,
    description: 'Iconic Marshall styling, 360° True Stereophonic sound and more than 30 hours of portable playtime.',
    options: [{ name: 'Colour', values: ['Black & Brass', 'Cream'] }],
    variants: [
      v('MAR-EMB2-BRS', { Colour: 'Black & Brass' }, 169.99, 0, 700),
      v('MAR-EMB2-CRM', { Colour: 'Cream' }, 169.99, 0, 700),
    ],
    specs: { kind: 'Portable speaker', bluetooth: true, battery_powered: true, weight: 700 },
  },
  {
    category: 'audio',
    name: 'Rode NT-USB Mini Microphone',
    description:
      'Studio-quality USB microphone for podcasts, streaming and calls, with a zero-latency headphone output.',
    variants: only('RODE-NTUSBMINI', 99, 31, 585),
    specs: { kind: 'Microphone', bluetooth: false, battery_powered: false, weight: 585 },
  },
  {
    category: 'audio',
    name: 'Anker Soundcore Motion 300 Speaker',
    inactive: true,
    description: 'Hi-Res wireless speaker with 30 W stereo sound, adjustable EQ and a detachable strap.',
    variants: only('ANK-MOTION300-BK', 79.99, 20, 860),
    specs: { kind: 'Portable speaker', bluetooth: true, battery_powered: true, weight: 860 },
  },
  // Cameras
  {
    category: 'cameras',
    name: 'Canon EOS 90D DSLR Camera',
    description: '32.5 MP APS-C DSLR with 10 fps bursts, 4K video and a vari-angle touchscreen.',
    options: [{ name: 'Kit', values: ['Body only', 'With EF-S 18-135mm lens'] }],
    variants: [
      v('CAN-90D-BODY', { Kit: 'Body only' }, 1199, 4, 701),
      v('CAN-90D-18135', { Kit: 'With EF-S 18-135mm lens' }, 1599, 3, 1181, { compareAtPrice: 1699 }),
    ],
    specs: {
      sensor: 'APS-C',
      megapixels: 32.5,
      video: '4K 30p',
      weight: 701,
      stabilisation: false,
      lens_mount: 'Canon EF / EF-S',
    },
  },
  {
    category: 'cameras',
    name: 'Nikon D7500 DSLR Camera Body',
    discount: '-20%',
    description: 'Weather-sealed 20.9 MP DSLR with the sensor of the D500, 8 fps shooting and 4K UHD video.',
    variants: only('NIK-D7500-BODY', 899.95, 5, 720),
    specs: {
      sensor: 'APS-C',
      megapixels: 20.9,
      video: '4K 30p',
      weight: 720,
      stabilisation: false,
      lens_mount: 'Nikon F',
    },
  },
  {
    category: 'cameras',
    name: 'Sony Alpha 7 IV Mirrorless Camera',
    description: 'Full-frame 33 MP hybrid mirrorless camera with real-time eye autofocus and 4K 60p video.',
    featured: true,
    options: [{ name: 'Kit', values: ['Body only', 'With FE 28-70mm lens'] }],
    variants: [
      v('SONY-A7IV-BODY', { Kit: 'Body only' }, 2498, 3, 658),
      v('SONY-A7IV-2870', { Kit: 'With FE 28-70mm lens' }, 2698, 1, 953),
    ],
    specs: {
      sensor: 'Full frame',
      megapixels: 33,
      video: '4K 60p',
      weight: 658,
      stabilisation: true,
      lens_mount: 'Sony E',
    },
  },
  {
    category: 'cameras',
    name: 'Fujifilm X-T5 Mirrorless Camera',
    featured: true,
    description: '40 MP X-Trans sensor, in-body stabilisation and classic dials in a compact weather-resistant body.',
    options: [
      { name: 'Colour', values: ['Black', 'Silver'] },
      { name: 'Kit', values: ['Body only', 'With XF 18-55mm lens'] },
    ],
    variants: [
      v('FUJI-XT5-BLK-BODY', { Colour: 'Black', Kit: 'Body only' }, 1699, 3, 557),
      v('FUJI-XT5-BLK-1855', { Colour: 'Black', Kit: 'With XF 18-55mm lens' }, 2099, 2, 867),
      v('FUJI-XT5-SLV-BODY', { Colour: 'Silver', Kit: 'Body only' }, 1699, 1, 557),
      v('FUJI-XT5-SLV-1855', { Colour: 'Silver', Kit: 'With XF 18-55mm lens' }, 2099, 0, 867),
    ],
    specs: {
      sensor: 'APS-C',
      megapixels: 40.2,
      video: '6.2K 30p',
      weight: 557,
      stabilisation: true,
      lens_mount: 'Fujifilm X',
    },
  },
  {
    category: 'cameras',
    name: 'GoPro HERO12 Black Action Camera',
    discount: '-25%',
    description: 'Waterproof action camera with 5.3K video, HyperSmooth 6.0 stabilisation and longer battery life.',
    variants: only('GOPRO-H12-BLK', 399, 16, 154),
    specs: {
      sensor: '1/1.9-inch',
      megapixels: 27,
      video: '5.3K 60p',
      weight: 154,
      stabilisation: true,
      lens_mount: 'Fixed lens',
    },
  },
  {
    category: 'cameras',
    name: 'Nikon Z 50 Mirrorless Kit with 16-50mm Lens',
    inactive: true,
    description:
      'Compact APS-C mirrorless camera with a flip-down screen, sold with the retractable 16-50mm zoom lens.',
    variants: only('NIK-Z50-1650', 856.95, 3, 585),
    specs: {
      sensor: 'APS-C',
      megapixels: 20.9,
      video: '4K 30p',
      weight: 450,
      stabilisation: false,
      lens_mount: 'Nikon Z',
    },
  },
  // Lenses
  {
    category: 'lenses',
    name: 'Canon RF 50mm f/1.8 STM Lens',
    description: 'Light, bright prime lens for portraits and low light, with smooth, quiet STM autofocus.',
    variants: only('CAN-RF50-18', 199, 23, 160),
    specs: {
      mount: 'Canon RF',
      kind: 'Prime',
      focal_length: '50 mm',
      aperture: 'f/1.8',
      full_frame: true,
      stabilisation: false,
      weight: 160,
    },
  },
  {
    category: 'lenses',
    name: 'Sony FE 24-70mm f/2.8 GM II Lens',
    description:
      'The lightest full-frame f/2.8 standard zoom, with G Master resolution and fast linear autofocus motors.',
    variants: only('SONY-SEL2470GM2', 2298, 0, 695),
    specs: {
      mount: 'Sony E',
      kind: 'Zoom',
      focal_length: '24-70 mm',
      aperture: 'f/2.8',
      full_frame: true,
      stabilisation: false,
      weight: 695,
    },
  },
  {
    category: 'lenses',
    name: 'Sigma 18-50mm f/2.8 DC DN Contemporary Lens',
    description: 'A constant f/2.8 standard zoom for Sony APS-C mirrorless cameras, small enough to stay on all day.',
    variants: only('SIG-1850-SE', 549, 7, 290),
    specs: {
      mount: 'Sony E',
      kind: 'Zoom',
      focal_length: '18-50 mm',
      aperture: 'f/2.8',
      full_frame: false,
      stabilisation: false,
      weight: 290,
    },
  },
  {
    category: 'lenses',
    name: 'Fujifilm XF 35mm f/2 R WR Lens',
    description: 'Compact, weather-resistant standard prime with quick, near-silent autofocus.',
    options: [{ name: 'Colour', values: ['Black', 'Silver'] }],
    variants: [
      v('FUJI-XF35F2-BLK', { Colour: 'Black' }, 399, 9, 170),
      v('FUJI-XF35F2-SLV', { Colour: 'Silver' }, 399, 2, 170),
    ],
    specs: {
      mount: 'Fujifilm X',
      kind: 'Prime',
      focal_length: '35 mm',
      aperture: 'f/2',
      full_frame: false,
      stabilisation: false,
      weight: 170,
    },
  },
  // Computers
  {
    category: 'computers',
    name: 'Apple MacBook Air 13 M3 Laptop',
    description: 'Thin, fanless laptop with the M3 chip, a Liquid Retina display and up to 18 hours of battery life.',
    options: [
      { name: 'Memory', values: ['8 GB', '16 GB', '24 GB'] },
      { name: 'Storage', values: ['256 GB', '512 GB', '1 TB'] },
    ],
    variants: [
      v('MBA13-M3-8-256', { Memory: '8 GB', Storage: '256 GB' }, 1099, 6, 1240),
      v('MBA13-M3-8-512', { Memory: '8 GB', Storage: '512 GB' }, 1299, 3, 1240),
      v('MBA13-M3-16-256', { Memory: '16 GB', Storage: '256 GB' }, 1299, 0, 1240),
      v('MBA13-M3-16-512', { Memory: '16 GB', Storage: '512 GB' }, 1499, 4, 1240, { compareAtPrice: 1599 }),
      v('MBA13-M3-24-512', { Memory: '24 GB', Storage: '512 GB' }, 1699, 2, 1240),
      v('MBA13-M3-24-1TB', { Memory: '24 GB', Storage: '1 TB' }, 1899, 1, 1240),
    ],
    specs: {
      screen: 13.6,
      ram: 8,
      cpu: 'Apple M3, 8-core CPU',
      gpu: 'Apple M3, 8-core GPU',
      weight_kg: 1.24,
      battery_hours: 18,
      os: 'macOS',
    },
  },
  {
    category: 'computers',
    name: 'Dell XPS 15 Laptop',
    featured: true,
    discount: '-12%',
    description:
      '15.6-inch OLED laptop with a 13th-gen Intel Core i7, GeForce RTX graphics and a machined aluminium chassis.',
    options: [
      { name: 'Memory', values: ['16 GB', '32 GB'] },
      { name: 'Storage', values: ['512 GB', '1 TB'] },
    ],
    variants: [
      v('DELL-XPS15-16-512', { Memory: '16 GB', Storage: '512 GB' }, 1899, 3, 1860),
      v('DELL-XPS15-32-1TB', { Memory: '32 GB', Storage: '1 TB' }, 2299, 2, 1920),
    ],
    specs: {
      screen: 15.6,
      ram: 16,
      cpu: 'Intel Core i7-13700H',
      gpu: 'NVIDIA GeForce RTX 4050',
      weight_kg: 1.86,
      battery_hours: 13,
      os: 'Windows',
    },
  },
  {
    category: 'computers',
    name: 'Lenovo ThinkPad X1 Carbon Gen 12',
    description: 'Business ultrabook under 1.1 kg with a 14-inch 2.8K display, great keyboard and all-day battery.',
    options: [{ name: 'Memory', values: ['16 GB', '32 GB'] }],
    variants: [
      v('LEN-X1C12-16', { Memory: '16 GB' }, 1649, 5, 1090),
      v('LEN-X1C12-32', { Memory: '32 GB' }, 1889, 3, 1090),
    ],
    specs: {
      screen: 14,
      ram: 16,
      cpu: 'Intel Core Ultra 7 155U',
      gpu: 'Intel Graphics',
      weight_kg: 1.09,
      battery_hours: 15,
      os: 'Windows',
    },
  },
  {
    category: 'computers',
    name: 'HP Victus 15 Gaming Laptop',
    description: 'Affordable gaming laptop with a 144 Hz screen, GeForce RTX graphics and improved cooling.',
    variants: only('HP-VICTUS15-R5', 799.99, 10, 2290),
    specs: {
      screen: 15.6,
      ram: 16,
      cpu: 'AMD Ryzen 5 7535HS',
      gpu: 'NVIDIA GeForce RTX 2050',
      weight_kg: 2.29,
      battery_hours: 7,
      os: 'Windows',
    },
  },
  {
    category: 'computers',
    name: 'Acer Chromebook Plus 515 Laptop',
    description: 'A 15.6-inch Full HD Chromebook with Google AI tools built in, a 1080p webcam and a full keyboard.',
    variants: only('ACER-CBP515-I3', 399.99, 13, 1700),
    specs: {
      screen: 15.6,
      ram: 8,
      cpu: 'Intel Core i3-1215U',
      gpu: 'Intel UHD Graphics',
      weight_kg: 1.7,
      battery_hours: 10,
      os: 'ChromeOS',
    },
  },
  // Phones
  {
    category: 'phones',
    name: 'Samsung Galaxy S24 Smartphone',
    discount: '-10%',
    description: 'Compact flagship smartphone with a 6.2-inch 120 Hz display, Galaxy AI features and a 50 MP camera.',
    options: [
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Onyx Black', 'Marble Grey', 'Cobalt Violet'] },
    ],
    variants: [
      v('SGS24-128-BLK', { Storage: '128 GB', Colour: 'Onyx Black' }, 799.99, 7, 167),
      v('SGS24-128-GRY', { Storage: '128 GB', Colour: 'Marble Grey' }, 799.99, 4, 167),
      v('SGS24-128-VIO', { Storage: '128 GB', Colour: 'Cobalt Violet' }, 799.99, 0, 167),
      v('SGS24-256-BLK', { Storage: '256 GB', Colour: 'Onyx Black' }, 859.99, 6, 167),
      v('SGS24-256-VIO', { Storage: '256 GB', Colour: 'Cobalt Violet' }, 859.99, 4, 167),
    ],
    specs: {
      screen: 6.2,
      storage: '128 GB',
      battery: 4000,
      five_g: true,
      os: 'Android',
      camera: 50,
      refresh_rate: 120,
      chip: 'Snapdragon 8 Gen 3 for Galaxy',
    },
  },
  {
    category: 'phones',
    name: 'Google Pixel 8a Smartphone',
    description: 'Google Tensor G3, a brilliant camera with Magic Eraser and seven years of OS updates.',
    options: [
      { name: 'Storage', values: ['128 GB', '256 GB'] },
      { name: 'Colour', values: ['Obsidian', 'Porcelain', 'Bay', 'Aloe'] },
    ],
    variants: [
      v('PIX8A-128-OBS', { Storage: '128 GB', Colour: 'Obsidian' }, 499, 6, 188),
      v('PIX8A-128-POR', { Storage: '128 GB', Colour: 'Porcelain' }, 499, 5, 188),
      v('PIX8A-128-BAY', { Storage: '128 GB', Colour: 'Bay' }, 499, 4, 188),
      v('PIX8A-128-ALO', { Storage: '128 GB', Colour: 'Aloe' }, 499, 0, 188),
      v('PIX8A-256-OBS', { Storage: '256 GB', Colour: 'Obsidian' }, 559, 4, 188),
    ],
    specs: {
      screen: 6.1,
      storage: '128 GB',
      battery: 4492,
      five_g: true,
      os: 'Android',
      camera: 64,
      refresh_rate: 120,
      chip: 'Google Tensor G3',
    },
  },
  {
    category: 'phones',
    name: 'Apple iPhone 15',
    description: 'Dynamic Island, a 48 MP main camera and USB-C in a colour-infused glass and aluminium design.',
    options: [
      { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'] },
      { name: 'Colour', values: ['Black', 'Blue', 'Green', 'Pink'] },
    ],
    // the 512 GB is not made in every colour here, and some colours are sold out
    variants: [
      v('IP15-128-BLK', { Storage: '128 GB', Colour: 'Black' }, 799, 14, 171),
      v('IP15-128-BLU', { Storage: '128 GB', Colour: 'Blue' }, 799, 9, 171),
      v('IP15-128-GRN', { Storage: '128 GB', Colour: 'Green' }, 799, 0, 171),
      v('IP15-128-PNK', { Storage: '128 GB', Colour: 'Pink' }, 799, 6, 171),
      v('IP15-256-BLK', { Storage: '256 GB', Colour: 'Black' }, 899, 8, 171),
      v('IP15-256-BLU', { Storage: '256 GB', Colour: 'Blue' }, 899, 5, 171),
      v('IP15-256-GRN', { Storage: '256 GB', Colour: 'Green' }, 899, 3, 171),
      v('IP15-256-PNK', { Storage: '256 GB', Colour: 'Pink' }, 899, 0, 171),
      v('IP15-512-BLK', { Storage: '512 GB', Colour: 'Black' }, 1099, 2, 171, { compareAtPrice: 1199 }),
      v('IP15-512-BLU', { Storage: '512 GB', Colour: 'Blue' }, 1099, 0, 171, { compareAtPrice: 1199 }),
    ],
    specs: {
      screen: 6.1,
      storage: '128 GB',
      battery: 3349,
      five_g: true,
      os: 'iOS',
      camera: 48,
      refresh_rate: 60,
      chip: 'A16 Bionic',
    },
  },
  {
    category: 'phones',
    name: 'OnePlus 12R Smartphone',
    inactive: true,
    description:
      'Snapdragon performance, a bright 120 Hz display and 80 W charging that fills the battery in half an hour.',
    options: [{ name: 'Colour', values: ['Iron Gray', 'Cool Blue'] }],
    variants: [
      v('OP12R-128-GRY', { Colour: 'Iron Gray' }, 499.99, 6, 207),
      v('OP12R-128-BLU', { Colour: 'Cool Blue' }, 499.99, 5, 207),
    ],
    specs: {
      screen: 6.78,
      storage: '128 GB',
      battery: 5500,
      five_g: true,
      os: 'Android',
      camera: 50,
      refresh_rate: 120,
      chip: 'Snapdragon 8 Gen 2',
    },
  },
  {
    category: 'phones',
    name: 'Motorola Moto G Play 2024 Smartphone',
    description: 'A big 6.5-inch 90 Hz screen, a 5000 mAh battery that lasts two days and a 50 MP camera, for less.',
    variants: only('MOTO-GPLAY24-64', 149.99, 25, 185),
    specs: {
      screen: 6.5,
      storage: '64 GB',
      battery: 5000,
      five_g: false,
      os: 'Android',
      camera: 50,
      refresh_rate: 90,
      chip: 'Snapdragon 680',
    },
  },
  // Accessories
  {
    category: 'accessories',
    name: 'Anker Prime 100W GaN Laptop Charger',
    description: 'Three-port USB-C GaN charger that powers a laptop, phone and tablet at once from one outlet.',
    variants: only('ANK-PRIME100W', 84.99, 37, 200),
    specs: { kind: 'Charger', fits: 'USB-C laptops, phones and tablets', wireless: false, weight: 200 },
  },
  {
    category: 'accessories',
    name: 'Tomtoc 14-inch Laptop Sleeve Case',
    description: 'Padded, water-repellent laptop case with corner protection and an accessory pocket.',
    options: [{ name: 'Colour', values: ['Black', 'Gray', 'Navy Blue'] }],
    variants: [
      v('TOMTOC-A13-14-BLK', { Colour: 'Black' }, 34.99, 24, 270),
      v('TOMTOC-A13-14-GRY', { Colour: 'Gray' }, 34.99, 18, 270),
      v('TOMTOC-A13-14-NVY', { Colour: 'Navy Blue' }, 34.99, 12, 270),
    ],
    specs: { kind: 'Sleeve', fits: '14-inch laptops', wireless: false, weight: 270 },
  },
  {
    category: 'accessories',
    name: 'Logitech MX Keys S Wireless Keyboard',
    description: 'Low-profile illuminated keyboard with smart backlighting and switching between three devices.',
    options: [{ name: 'Colour', values: ['Graphite', 'Pale Gray'] }],
    variants: [
      v('LOGI-MXKEYSS-GRA', { Colour: 'Graphite' }, 109.99, 0, 810),
      v('LOGI-MXKEYSS-PGR', { Colour: 'Pale Gray' }, 109.99, 0, 810),
    ],
    specs: { kind: 'Keyboard', fits: 'Windows, macOS, Linux, iPadOS, Android', wireless: true, weight: 810 },
  },
  {
    category: 'accessories',
    name: 'Spigen Tough Armor Phone Case',
    description: 'Dual-layer protective case with a built-in kickstand and Extreme Protection Tech cushioning.',
    options: [{ name: 'Model', values: ['iPhone 15', 'Galaxy S24', 'Pixel 8a'] }],
    variants: [
      v('SPG-TA-IP15', { Model: 'iPhone 15' }, 19.99, 40, 48),
      v('SPG-TA-S24', { Model: 'Galaxy S24' }, 19.99, 30, 46),
      v('SPG-TA-PIX8A', { Model: 'Pixel 8a' }, 19.99, 18, 46),
    ],
    specs: { kind: 'Case', fits: 'iPhone 15, Galaxy S24, Pixel 8a', wireless: false, weight: 48 },
  },
  {
    category: 'accessories',
    name: 'Samsung 25W Super Fast Wall Charger',
    discount: '-30%',
    description: 'USB-C Power Delivery wall charger for Super Fast Charging of Galaxy phones and other devices.',
    options: [{ name: 'Colour', values: ['Black', 'White'] }],
    variants: [
      v('SAM-EPTA800-BLK', { Colour: 'Black' }, 19.99, 34, 52),
      v('SAM-EPTA800-WHT', { Colour: 'White' }, 19.99, 30, 52),
    ],
    specs: { kind: 'Charger', fits: 'USB-C phones and tablets', wireless: false, weight: 52 },
  },
  {
    category: 'accessories',
    name: 'Belkin 3-in-1 MagSafe Wireless Charger',
    description: 'Charges an iPhone, Apple Watch and AirPods together on one elegant stand.',
    options: [{ name: 'Colour', values: ['Black', 'White'] }],
    variants: [
      v('BLK-WIZ017-BLK', { Colour: 'Black' }, 129.99, 8, 440),
      v('BLK-WIZ017-WHT', { Colour: 'White' }, 129.99, 5, 440),
    ],
    specs: { kind: 'Charger', fits: 'iPhone 12 and later, Apple Watch, AirPods', wireless: true, weight: 440 },
  },
  // Games
  {
    category: 'games',
    name: 'Sony PlayStation 5 Slim Console',
    description: 'The slimmer PS5 with an ultra-high-speed SSD, 1 TB of storage and the DualSense wireless controller.',
    options: [{ name: 'Edition', values: ['Disc', 'Digital'] }],
    variants: [
      v('PS5-SLIM-DISC', { Edition: 'Disc' }, 499.99, 9, 3200),
      v('PS5-SLIM-DIGI', { Edition: 'Digital' }, 449.99, 4, 2600),
    ],
    specs: { kind: 'Console', platform: 'PlayStation 5' },
  },
  {
    category: 'games',
    name: 'Microsoft Xbox Series X Console',
    discount: '-10%',
    description: 'The fastest, most powerful Xbox: true 4K gaming at up to 120 fps with Quick Resume.',
    variants: only('XBOX-SX-1TB', 499.99, 7, 4450),
    specs: { kind: 'Console', platform: 'Xbox Series X|S' },
  },
  {
    category: 'games',
    name: 'Nintendo Switch OLED Console',
    description: 'Play at home or on the go with a vivid 7-inch OLED screen, wide adjustable stand and 64 GB storage.',
    featured: true,
    options: [{ name: 'Colour', values: ['White', 'Neon Red & Blue'] }],
    variants: [
      v('NSW-OLED-WHT', { Colour: 'White' }, 349.99, 8, 420),
      v('NSW-OLED-NEON', { Colour: 'Neon Red & Blue' }, 349.99, 6, 420),
    ],
    specs: { kind: 'Console', platform: 'Nintendo Switch' },
  },
  {
    category: 'games',
    name: 'Xbox Wireless Controller Carbon Black',
    description: 'Hybrid D-pad, textured grip and Bluetooth for Xbox, Windows PC, phones and tablets.',
    variants: only('XBOX-CTRL-CBK', 59.99, 40, 287),
    specs: { kind: 'Controller', platform: 'Xbox Series X|S, Xbox One, Windows, Android, iOS' },
  },
  {
    category: 'games',
    name: 'PlayStation DualSense Edge Controller',
    description: 'Pro controller for PS5 with swappable stick modules, back buttons and custom profiles.',
    variants: only('PS5-DSEDGE', 199.99, 0, 325),
    specs: { kind: 'Controller', platform: 'PlayStation 5, Windows' },
  },
  {
    category: 'games',
    name: 'Nintendo Switch Pro Controller',
    description: 'Traditional controller with HD rumble, motion controls and about 40 hours of battery.',
    variants: only('NSW-PROCTRL', 69.99, 22, 246),
    specs: { kind: 'Controller', platform: 'Nintendo Switch' },
  },
  {
    category: 'games',
    name: 'Elgato HD60 X Game Capture for Streaming',
    description: 'Capture and stream console gameplay in 1080p60 HDR10 or 4K30 with ultra-low-latency passthrough.',
    variants: only('ELG-HD60X', 179.99, 12, 107),
    specs: { kind: 'Streaming gear', platform: 'PlayStation, Xbox, Nintendo Switch; Windows and macOS' },
  },
  {
    category: 'games',
    name: 'Elgato Stream Deck MK.2 Streaming Controller',
    discount: '-15%',
    description: '15 customisable LCD keys to switch scenes, launch media and control your streaming apps.',
    options: [{ name: 'Colour', values: ['Black', 'White'] }],
    variants: [
      v('ELG-SDMK2-BLK', { Colour: 'Black' }, 149.99, 11, 272),
      v('ELG-SDMK2-WHT', { Colour: 'White' }, 149.99, 6, 272),
    ],
    specs: { kind: 'Streaming gear', platform: 'Windows, macOS' },
  },
  {
    category: 'games',
    name: 'CyberPowerPC Gamer Xtreme Gaming PC',
    description: 'Ready-to-play gaming PC with an Intel Core i7, GeForce RTX 4060 Ti and a 1 TB NVMe SSD.',
    variants: only('CPPC-GXI-4060TI', 1199.99, 4, 11300),
    specs: { kind: 'Gaming PC', platform: 'Windows 11 Home' },
  },
  {
    category: 'games',
    name: 'Meta Quest 3 VR Headset',
    featured: true,
    inactive: true,
    description: 'Mixed-reality headset with full-colour passthrough, sharper lenses and a faster chip.',
    options: [{ name: 'Storage', values: ['128 GB', '512 GB'] }],
    variants: [
      v('META-Q3-128', { Storage: '128 GB' }, 499.99, 6, 515),
      v('META-Q3-512', { Storage: '512 GB' }, 649.99, 3, 515),
    ],
    specs: { kind: 'VR headset', platform: 'Standalone; Windows PCs over Link' },
  },
  // Batteries
  {
    category: 'batteries',
    name: 'Anker PowerCore 20000 Battery Pack',
    discount: '-20%',
    description: 'High-capacity portable battery that charges a phone about four times, with fast USB-C input.',
    options: [{ name: 'Colour', values: ['Black', 'White'] }],
    variants: [
      v('ANK-PC20K-BLK', { Colour: 'Black' }, 49.99, 45, 356),
      v('ANK-PC20K-WHT', { Colour: 'White' }, 49.99, 28, 356),
    ],
    specs: { kind: 'Power bank', chemistry: 'Li-ion', rechargeable: true, pack: 1 },
  },
  {
    category: 'batteries',
    name: 'Duracell Optimum AA Battery 12-Pack',
    description: 'Alkaline AA batteries with extra life or extra power in the devices that need it most.',
    variants: only('DUR-OPT-AA12', 17.49, 120, 288),
    specs: { kind: 'AA', chemistry: 'Alkaline', rechargeable: false, pack: 12 },
  },
  {
    category: 'batteries',
    name: 'Energizer Ultimate Lithium AAA Battery 8-Pack',
    description: 'The longest-lasting AAA battery from Energizer, leak-proof and light, working from -40 °C to 60 °C.',
    variants: only('ENR-L92-AAA8', 14.99, 96, 61),
    specs: { kind: 'AAA', chemistry: 'Lithium', rechargeable: false, pack: 8 },
  },
  {
    category: 'batteries',
    name: 'Canon LP-E6NH Camera Battery',
    description:
      'Genuine 2130 mAh lithium-ion battery for EOS R and many EOS DSLR cameras, with USB-C charging in camera.',
    variants: only('CAN-LPE6NH', 79, 26, 80),
    specs: { kind: 'Camera battery', chemistry: 'Li-ion', rechargeable: true, pack: 1 },
  },
  {
    category: 'batteries',
    name: 'EcoFlow River 2 Portable Power Station Battery',
    description: '256 Wh LiFePO4 power station that recharges from the wall in one hour, for camping and outages.',
    variants: only('ECO-RIVER2', 219, 0, 3500),
    specs: { kind: 'Power station', chemistry: 'LiFePO4', rechargeable: true, pack: 1 },
  },
  {
    category: 'batteries',
    name: 'Panasonic eneloop Pro Rechargeable AA Battery 4-Pack',
    description: 'High-capacity 2500 mAh NiMH cells, pre-charged with solar energy and good for 500 recharges.',
    variants: only('PAN-ENLPRO-AA4', 24.99, 58, 120),
    specs: { kind: 'AA', chemistry: 'NiMH', rechargeable: true, pack: 4 },
  },
  // Headphones
  {
    category: 'headphones',
    name: 'Sony WH-1000XM5 Wireless Headphones',
    featured: true,
    discount: '-18%',
    description: 'Industry-leading noise cancelling, eight microphones for clear calls and 30 hours of battery.',
    options: [{ name: 'Colour', values: ['Black', 'Silver', 'Midnight Blue'] }],
    variants: [
      v('SONY-WH1000XM5-BLK', { Colour: 'Black' }, 399.99, 9, 250),
      v('SONY-WH1000XM5-SLV', { Colour: 'Silver' }, 399.99, 9, 250),
      v('SONY-WH1000XM5-BLU', { Colour: 'Midnight Blue' }, 399.99, 0, 250),
    ],
    specs: { kind: 'Over-ear', noise_cancelling: true, battery_hours: 30, wireless: true, weight: 250 },
  },
  {
    category: 'headphones',
    name: 'Bose QuietComfort Ultra Headphones',
    description: 'World-class noise cancellation and Immersive Audio in a plush, foldable design.',
    featured: true,
    options: [{ name: 'Colour', values: ['Black', 'White Smoke', 'Sandstone'] }],
    variants: [
      v('BOSE-QCU-BLK', { Colour: 'Black' }, 429, 5, 254),
      v('BOSE-QCU-WSM', { Colour: 'White Smoke' }, 429, 4, 254),
      v('BOSE-QCU-SND', { Colour: 'Sandstone' }, 429, 2, 254),
    ],
    specs: { kind: 'Over-ear', noise_cancelling: true, battery_hours: 24, wireless: true, weight: 254 },
  },
  {
    category: 'headphones',
    name: 'Apple AirPods Pro 2 Earbuds',
    featured: true,
    description: 'Active noise cancellation, Adaptive Audio and Personalized Spatial Audio in a USB-C MagSafe case.',
    variants: only('APL-APP2-USBC', 249, 34, 51),
    specs: { kind: 'In-ear', noise_cancelling: true, battery_hours: 6, wireless: true, weight: 5.3 },
  },
  {
    category: 'headphones',
    name: 'Sennheiser HD 600 Open-Back Headphones',
    description: 'Reference open-back studio headphones with natural, detailed sound and replaceable parts.',
    variants: only('SEN-HD600', 399.95, 8, 260),
    // wired: it has no battery
    specs: { kind: 'Over-ear', noise_cancelling: false, battery_hours: 0, wireless: false, weight: 260 },
  },
  {
    category: 'headphones',
    name: 'SteelSeries Arctis Nova 7 Gaming Headphones',
    description: 'Wireless gaming headset with simultaneous 2.4 GHz and Bluetooth audio and a retractable mic.',
    options: [{ name: 'Platform', values: ['PC', 'PlayStation', 'Xbox'] }],
    variants: [
      v('SS-NOVA7-PC', { Platform: 'PC' }, 179.99, 7, 325),
      v('SS-NOVA7P-PS', { Platform: 'PlayStation' }, 179.99, 5, 325),
      v('SS-NOVA7X-XB', { Platform: 'Xbox' }, 199.99, 3, 325),
    ],
    specs: { kind: 'Over-ear', noise_cancelling: false, battery_hours: 38, wireless: true, weight: 325 },
  },
  {
    category: 'headphones',
    name: 'Beats Studio Pro Wireless Headphones',
    description: 'Lossless audio over USB-C, personalised spatial audio and up to 40 hours of battery.',
    options: [{ name: 'Colour', values: ['Black', 'Deep Brown', 'Navy', 'Sandstone'] }],
    variants: [
      v('BEATS-STPRO-BLK', { Colour: 'Black' }, 349.99, 0, 260),
      v('BEATS-STPRO-BRN', { Colour: 'Deep Brown' }, 349.99, 0, 260),
      v('BEATS-STPRO-NVY', { Colour: 'Navy' }, 349.99, 0, 260),
      v('BEATS-STPRO-SND', { Colour: 'Sandstone' }, 349.99, 0, 260),
    ],
    specs: { kind: 'Over-ear', noise_cancelling: true, battery_hours: 40, wireless: true, weight: 260 },
  },
  {
    category: 'headphones',
    name: 'JBL Tune 520BT On-Ear Headphones',
    inactive: true,
    description: 'Lightweight foldable headphones with JBL Pure Bass sound and 57 hours of battery.',
    options: [{ name: 'Colour', values: ['Black', 'Blue', 'White', 'Purple'] }],
    variants: [
      v('JBL-T520BT-BLK', { Colour: 'Black' }, 49.95, 20, 157),
      v('JBL-T520BT-BLU', { Colour: 'Blue' }, 49.95, 12, 157),
      v('JBL-T520BT-WHT', { Colour: 'White' }, 49.95, 9, 157),
      v('JBL-T520BT-PRP', { Colour: 'Purple' }, 49.95, 6, 157),
    ],
    specs: { kind: 'On-ear', noise_cancelling: false, battery_hours: 57, wireless: true, weight: 157 },
  },
];

/** Where variants differ in a spec their option names, each variant's own value of it: the
 *  storage of a phone sold in several, the memory of a laptop, the weight of a camera with a kit
 *  lens. */
function variantSpecs(product: SeedProductData): SeedProductData {
  const own = (variant: SeedVariant): Record<string, SpecValue> => {
    const options = (variant.options ?? {}) as Readonly<Record<string, string | undefined>>;
    if (product.category === 'phones' && options.Storage) return { storage: options.Storage };
    if (product.category === 'computers' && options.Memory) return { ram: Number.parseInt(options.Memory, 10) };
    if (product.category === 'cameras' && options.Kit) return { weight: variant.weight };
    return {};
  };
  return {
    ...product,
    variants: product.variants.map((variant) => {
      const specs = own(variant);
      return Object.keys(specs).length ? { ...variant, specs } : variant;
    }),
  };
}

export const SEED_PRODUCTS: SeedProduct[] = SAMPLE.map(variantSpecs).map(withSummary);
