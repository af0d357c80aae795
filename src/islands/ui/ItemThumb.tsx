// The small square picture beside an ordered or best-selling product's name.
export function ItemThumb({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      className="h-10 w-10 shrink-0 rounded border border-line object-cover"
    />
  );
}
