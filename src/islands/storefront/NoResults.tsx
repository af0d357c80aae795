// The catalogue's empty result (docs/product.md#catalogue): "No data found", and for a search the
// way on that the answer offers: "Did you mean", the categories with something for sale and the
// best sellers (docs/api.md#sorting-and-filters).
import { catalogCategoryPath } from '../../lib/shopUrls';
import type { ProductPage } from '../../lib/types';
import ProductCard from './ProductCard';

interface Props {
  page: ProductPage;
  /** searches for the suggested words */
  onDidYouMean: (words: string) => void;
}

const sectionHeading = 'mb-3 text-lg font-bold text-ink';

export default function NoResults({ page, onDidYouMean }: Props) {
  const { didYouMean, suggestions } = page;
  return (
    <div className="space-y-10">
      <div className="grid min-h-[12rem] place-items-center rounded-xl border border-dashed border-line p-6 text-center">
        <div className="space-y-3">
          <p className="text-lg font-semibold text-ink-muted">No data found</p>
          {didYouMean && (
            <p className="text-ink-soft">
              Did you mean{' '}
              <button
                type="button"
                onClick={() => onDidYouMean(didYouMean)}
                className="font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {didYouMean}
              </button>
              ?
            </p>
          )}
        </div>
      </div>
      {suggestions && suggestions.categories.length > 0 && (
        <section aria-labelledby="no-result-categories">
          <h2 id="no-result-categories" className={sectionHeading}>
            Browse a category
          </h2>
          <ul className="flex flex-wrap gap-2">
            {suggestions.categories.map((category) => (
              <li key={category._id}>
                <a
                  href={catalogCategoryPath(category.slug)}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-ink hover:border-brand-500 hover:text-brand-700"
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggestions && suggestions.bestSelling.length > 0 && (
        <section aria-labelledby="no-result-best-sellers">
          <h2 id="no-result-best-sellers" className={sectionHeading}>
            Best sellers
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 xl:grid-cols-4">
            {suggestions.bestSelling.map((product) => (
              <li key={product._id}>
                <ProductCard product={product} priority={false} testId="suggested-card" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
