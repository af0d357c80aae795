// A line's total: the quote's, or unit price × quantity in the muted colour while the quote for a
// new quantity is on its way (the line only; totals always wait for the quote). A placeholder of
// the same size before anything is known. The line's discount shows under it once the quote has it.
import { formatCents } from '../../lib/money';
import type { ReviewedLine } from '../../stores/cartReview';

export function LineTotal({ line, className }: { line: ReviewedLine; className: string }) {
  if (line.lineTotal === null) {
    return (
      <span
        className={`${className} inline-block w-16 rounded bg-slate-200 text-transparent motion-safe:animate-pulse`}
      >
        &nbsp;
      </span>
    );
  }
  return (
    <span className={`${className} ${line.estimated ? 'text-ink-soft' : 'text-ink'}`} data-testid="line-total">
      {formatCents(line.lineTotal)}
    </span>
  );
}

/** What the promotions take off the line, from the quote for its quantity (none while estimated). */
export function LineDiscount({ line }: { line: ReviewedLine }) {
  if (!line.discount) return null;
  return (
    <p className="text-sm text-green-800" data-testid="line-discount">
      {formatCents(-line.discount)} with promotions
    </p>
  );
}
