// The compare table's cells: a product's column head (image, name, remove), a row of one fact
// (its name kept in view while the columns scroll, a bar and a tint when the products differ),
// and the price with the original struck through.
import { formatPrice } from '../../lib/formatPrice';
import { originalPrice } from '../../lib/saleBadge';
import { productPath } from '../../lib/shopUrls';
import type { Product } from '../../lib/types';
import type { CompareRow } from './compareRows';

export const STICKY = 'sticky left-0 z-10 border-r border-line';

export function ProductHead({ product, onRemove }: { product: Product; onRemove: () => void }) {
  const image = product.images[0];
  return (
    <th scope="col" className="border-b border-line p-3 text-left align-top font-normal">
      <div className="flex h-full flex-col gap-2">
        <div className="aspect-square w-full max-w-[8rem] overflow-hidden rounded-lg bg-slate-50">
          {image && <img src={image.url} width={160} height={160} alt="" className="h-full w-full object-cover" />}
        </div>
        <a
          href={productPath(product.slug)}
          className="font-semibold leading-snug text-ink hyphens-auto hover:text-brand-700 hover:underline"
        >
          {product.name}
        </a>
        <button
          type="button"
          onClick={onRemove}
          className="mt-auto self-start rounded-lg border border-line px-3 py-1.5 text-xs font-semibold text-ink-soft hover:border-sale hover:text-sale"
        >
          Remove<span className="sr-only"> {product.name} from the comparison</span>
        </button>
      </div>
    </th>
  );
}

export function Row({ row, products }: { row: CompareRow; products: Product[] }) {
  const tint = row.differs ? 'bg-amber-50' : 'bg-white';
  return (
    <tr data-differs={row.differs || undefined}>
      <th
        scope="row"
        className={`${STICKY} border-b px-2 py-3 text-left align-top font-semibold text-ink [overflow-wrap:break-word] sm:px-3 ${tint} border-l-4 ${row.differs ? 'border-l-amber-500' : 'border-l-transparent'}`}
      >
        {row.label}
        {row.differs && <span className="sr-only"> (differs)</span>}
      </th>
      {row.cells.map((cell, index) => (
        <td key={products[index]!._id} className={`border-b border-line p-3 align-top text-ink-soft ${tint}`}>
          {row.key === 'price' ? <Price product={products[index]!} text={cell} /> : cell}
        </td>
      ))}
    </tr>
  );
}

function Price({ product, text }: { product: Product; text: string }) {
  const original = originalPrice(product);
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-base font-bold text-ink">{text}</span>
      {original !== null && (
        <s className="text-ink-muted">
          <span className="sr-only">Was </span>
          {formatPrice(original)}
        </s>
      )}
    </span>
  );
}
