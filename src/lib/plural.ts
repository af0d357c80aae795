// A count with its noun, in the singular for one ("1 product", "2 products", "0 products"), for
// every count the shop shows. English nouns that add "s"; any other is given.
export function plural(count: number, singular: string, many = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : many}`;
}
