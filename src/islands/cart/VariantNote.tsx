// The chosen variant under a line's name ("256 GB / Blue", SKU): the cart, checkout's summary
// and the order pages say which one the shopper gets. Nothing for a product sold one way.
interface Props {
  variant: string;
  sku: string | null;
  className?: string;
}

export function VariantText({ variant, sku, className = 'text-sm text-ink-muted' }: Props) {
  if (!variant) return null;
  return (
    <span className={`block ${className}`} data-testid="line-variant">
      {variant}
      {/* a SKU is one long word: on its own line, broken anywhere, so a narrow table keeps its width */}
      {sku && <span className="block break-all text-xs">SKU {sku}</span>}
    </span>
  );
}

export function VariantNote({ line }: { line: { variantText: string; sku: string } }) {
  return <VariantText variant={line.variantText} sku={line.sku} />;
}
