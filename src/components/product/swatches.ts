// The colour a swatch paints for a value of a colour option ("Colour", "Color"), by its words:
// "Midnight Blue" finds "blue". A value with no known word shows as text alone, which every
// swatch also has (the colour is never the only sign of the choice).
const COLOURS: Record<string, string> = {
  black: '#111827',
  midnight: '#1f2937',
  graphite: '#3f3f46',
  grey: '#9ca3af',
  gray: '#9ca3af',
  silver: '#d1d5db',
  white: '#ffffff',
  starlight: '#f5f0e6',
  natural: '#d6cfc4',
  titanium: '#a8a29e',
  gold: '#d4af37',
  yellow: '#facc15',
  orange: '#f97316',
  red: '#dc2626',
  pink: '#f9a8d4',
  purple: '#8b5cf6',
  blue: '#2563eb',
  green: '#16a34a',
};

export const isColourOption = (name: string) => /^colou?r$/i.test(name.trim());

export function swatchColour(value: string): string | null {
  const words = value.toLowerCase().split(/[^a-z]+/);
  for (let i = words.length - 1; i >= 0; i--) if (COLOURS[words[i]]) return COLOURS[words[i]];
  return null;
}
