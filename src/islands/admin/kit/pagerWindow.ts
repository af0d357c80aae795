/** The admin pager shows at most 4 page numbers, keeping the current page inside the window. */
const PAGER_WINDOW = 4;

export function pagerWindow(page: number, pages: number, size = PAGER_WINDOW): number[] {
  if (pages <= 0) return [];
  const start = Math.max(1, Math.min(page - 1, pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
