import { Icon } from '../../ui/Icon';
import { chevronLeft } from '../../ui/icons/chevronLeft';
import { chevronRight } from '../../ui/icons/chevronRight';
import { pagerWindow } from './pagerWindow';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
}

export function Pager({ page, pages, onPage, label }: Props) {
  if (pages <= 1) return null;
  const btn =
    'grid h-10 min-w-10 place-items-center rounded-md border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={`${label} pages`}>
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${btn} border-line bg-white text-ink-soft hover:bg-slate-100`}
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <Icon icon={chevronLeft} className="h-4 w-4" />
          </button>
        </li>
        {pagerWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${btn} ${
                n === page
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink-soft hover:bg-slate-100'
              }`}
              onClick={() => onPage(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${btn} border-line bg-white text-ink-soft hover:bg-slate-100`}
            onClick={() => onPage(page + 1)}
            disabled={page >= pages}
            aria-label="Next page"
          >
            <Icon icon={chevronRight} className="h-4 w-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
