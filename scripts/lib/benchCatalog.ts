// The shape of the bench's catalogue (scripts/bench-seed.ts): each category's typed attributes,
// every product's specs, and its options and variants, made from the product's number alone so
// every run seeds the same catalogue. A real electronics shop's mix: most products sold one way
// or in a few colours, phones, computers and consoles in storage sizes too; 3 variants a product
// on average (the cycle below sums to 30 over 10 products).
import type { StoredAttribute, StoredOption, SpecValue } from '../../src/server/db/schema';

const COLOURS = ['Black', 'White', 'Blue', 'Green'];
const STORAGE = ['128 GB', '256 GB', '512 GB'];
const EDITIONS = ['Standard', 'Plus', 'Pro'];
/** categories whose products come in storage sizes; the others' second option is an edition */
const WITH_STORAGE = new Set(['phones', 'computers', 'games']);

const number = (key: string, name: string, unit: string): StoredAttribute => ({
  key,
  name,
  type: 'number',
  unit,
  filterable: true,
  inCompare: true,
});
const choice = (key: string, name: string, values: string[]): StoredAttribute => ({
  key,
  name,
  type: 'choice',
  values,
  filterable: true,
  inCompare: true,
});
const yesNo = (key: string, name: string): StoredAttribute => ({
  key,
  name,
  type: 'boolean',
  filterable: true,
  inCompare: true,
});
const model: StoredAttribute = { key: 'model', name: 'Model number', type: 'text', filterable: false, inCompare: true };

export const BENCH_ATTRIBUTES: Record<string, StoredAttribute[]> = {
  audio: [
    number('power', 'Output power', 'W'),
    number('battery_life', 'Battery life', 'h'),
    choice('connectivity', 'Connectivity', ['Bluetooth', 'Wi-Fi', 'Wired', 'Bluetooth and Wi-Fi']),
    yesNo('waterproof', 'Waterproof'),
    model,
  ],
  cameras: [
    number('resolution', 'Resolution', 'MP'),
    choice('sensor', 'Sensor size', ['Full frame', 'APS-C', 'Micro Four Thirds', '1-inch']),
    choice('video', 'Video', ['4K', '6K', '8K']),
    yesNo('weather_sealed', 'Weather sealed'),
    model,
  ],
  computers: [
    number('screen', 'Screen size', 'in'),
    number('memory', 'Memory', 'GB'),
    choice('processor', 'Processor', ['Intel Core i5', 'Intel Core i7', 'AMD Ryzen 5', 'AMD Ryzen 7', 'Apple M3']),
    yesNo('touchscreen', 'Touchscreen'),
    model,
  ],
  phones: [
    number('screen', 'Screen size', 'in'),
    number('battery', 'Battery', 'mAh'),
    choice('os', 'Operating system', ['iOS', 'Android']),
    yesNo('five_g', '5G'),
    model,
  ],
  games: [
    choice('platform', 'Platform', ['PlayStation', 'Xbox', 'Nintendo', 'PC']),
    number('players', 'Players', 'players'),
    yesNo('online', 'Online play'),
    model,
  ],
  batteries: [
    number('capacity', 'Capacity', 'mAh'),
    choice('chemistry', 'Chemistry', ['Li-ion', 'NiMH', 'Alkaline', 'LiFePO4']),
    yesNo('rechargeable', 'Rechargeable'),
    model,
  ],
  lenses: [
    number('focal', 'Focal length', 'mm'),
    choice('mount', 'Mount', ['Canon RF', 'Sony E', 'Nikon Z', 'Fujifilm X']),
    yesNo('stabilised', 'Stabilised'),
    model,
  ],
  accessories: [
    choice('kind', 'Type', ['Case', 'Charger', 'Cable', 'Keyboard', 'Sleeve']),
    number('weight', 'Weight', 'g'),
    yesNo('wireless', 'Wireless'),
    model,
  ],
  headphones: [
    number('battery_life', 'Battery life', 'h'),
    number('driver', 'Driver size', 'mm'),
    choice('fit', 'Fit', ['Over-ear', 'On-ear', 'In-ear']),
    yesNo('noise_cancelling', 'Noise cancelling'),
    model,
  ],
};

/** Ranges the number attributes' values are drawn from (whole numbers, or halves for screens). */
const RANGES: Record<string, [number, number, number]> = {
  power: [5, 200, 1],
  battery_life: [6, 60, 1],
  resolution: [12, 61, 1],
  screen: [5.5, 17, 0.5],
  memory: [8, 64, 8],
  battery: [3000, 6000, 100],
  players: [1, 8, 1],
  capacity: [500, 30000, 500],
  driver: [6, 50, 1],
  focal: [10, 600, 5],
  weight: [20, 900, 10],
};

/** A small deterministic hash of (product, salt), so values spread without a random source. */
export function spread(i: number, salt: number): number {
  let h = Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(salt + 7, 0x85ebca6b);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

/** Product i's value of every attribute of its category. */
export function specsOf(i: number, attributes: StoredAttribute[]): Record<string, SpecValue> {
  const specs: Record<string, SpecValue> = {};
  attributes.forEach((attribute, k) => {
    const h = spread(i, k);
    if (attribute.type === 'number') {
      const [min, max, step] = RANGES[attribute.key];
      specs[attribute.key] = min + (h % (Math.floor((max - min) / step) + 1)) * step;
    } else if (attribute.type === 'choice') specs[attribute.key] = attribute.values![h % attribute.values!.length];
    else if (attribute.type === 'boolean') specs[attribute.key] = h % 3 !== 0;
    else specs[attribute.key] = `BX-${(h % 90000) + 10000}`;
  });
  return specs;
}

/** Variants per product, in a cycle of 10 that sums to 30. */
const VARIANT_CYCLE = [1, 2, 1, 4, 3, 1, 6, 1, 2, 9];

/** Product i's options: none (sold one way), Colour, or a size or edition by Colour. */
export function optionsOf(i: number, categorySlug: string): StoredOption[] {
  const count = VARIANT_CYCLE[i % VARIANT_CYCLE.length];
  const sizes = WITH_STORAGE.has(categorySlug)
    ? { name: 'Storage', values: STORAGE }
    : { name: 'Edition', values: EDITIONS };
  switch (count) {
    case 1:
      return [];
    case 2:
    case 3:
      return [{ name: 'Colour', values: COLOURS.slice(0, count) }];
    case 4:
      return [
        { name: sizes.name, values: sizes.values.slice(0, 2) },
        { name: 'Colour', values: COLOURS.slice(0, 2) },
      ];
    case 6:
      return [sizes, { name: 'Colour', values: COLOURS.slice(0, 2) }];
    default:
      return [sizes, { name: 'Colour', values: COLOURS.slice(0, 3) }];
  }
}
