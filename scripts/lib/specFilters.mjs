// The bench's spec-filtered pages (part `find` of scripts/bench-api.mjs): a category's page with
// one or two values of a choice or yes/no attribute (`spec.<key>=<value>`, repeatable: any of
// them) and a lower or upper bound on a number attribute (`spec.<key>.min` / `.max`), sorted
// and paged as the storefront asks for them (docs/api.md#sorting-and-filters).

const SORTS = ['newest', 'price_asc', 'price_desc', 'best_selling', 'name'];

/** Each category's filterable attributes, with the number attributes' values seen in a sample of
 *  its products (`sample`: category slug -> products), so bounds fall inside what it sells. */
export function filterPlans(categories, sample) {
  const plans = [];
  for (const category of categories) {
    const filterable = (category.attributes ?? []).filter((a) => a.filterable);
    const choices = filterable
      .filter((a) => a.type === 'choice' || a.type === 'boolean')
      .map((a) => ({ key: a.key, values: a.type === 'boolean' ? ['true', 'false'] : a.values }));
    const numbers = filterable
      .filter((a) => a.type === 'number')
      .map((a) => ({
        key: a.key,
        values: (sample.get(category.slug) ?? [])
          .map((p) => p.specs?.[a.key])
          .filter((v) => typeof v === 'number')
          .sort((x, y) => x - y),
      }))
      .filter((a) => a.values.length > 0);
    if (choices.length && numbers.length) plans.push({ slug: category.slug, choices, numbers });
  }
  return plans;
}

/** `count` spec-filtered list paths that `isFresh` accepts (not asked for before), each with the
 *  filter it asks for, so the answer can be checked against it. */
export function specFilteredPaths(count, plans, { limit, isFresh }) {
  const out = [];
  const seen = new Set();
  if (!plans.length) return out;
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const plan = plans[i % plans.length];
    const turn = Math.floor(i / plans.length);
    const choice = plan.choices[turn % plan.choices.length];
    const number = plan.numbers[turn % plan.numbers.length];
    const values = [choice.values[turn % choice.values.length]];
    if (turn % 3 === 0 && choice.values.length > 2) values.push(choice.values[(turn + 1) % choice.values.length]);
    // a bound at the sample's 20th to 80th percentile: a fifth to four fifths of the category
    const at = number.values[Math.floor((0.2 + 0.15 * (turn % 5)) * (number.values.length - 1))];
    const bound = turn % 2 ? 'max' : 'min';
    const params = new URLSearchParams({ active: 'true', category: plan.slug });
    for (const value of values) params.append(`spec.${choice.key}`, value);
    params.set(`spec.${number.key}.${bound}`, String(at));
    params.set('sort', SORTS[turn % SORTS.length]);
    params.set('page', String(1 + (Math.floor(turn / 2) % 2)));
    params.set('limit', String(limit));
    const path = `/api/products?${params}`;
    if (seen.has(path) || !isFresh(path)) continue;
    seen.add(path);
    out.push({ path, filter: { choice: choice.key, values, number: number.key, [bound]: at }, slug: plan.slug });
  }
  return out;
}

/** Whether `product` is one the filter asks for. */
export function meetsFilter(product, { choice, values, number, min, max }) {
  const specs = product.specs ?? {};
  if (!values.includes(String(specs[choice]))) return false;
  const value = specs[number];
  if (typeof value !== 'number') return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
