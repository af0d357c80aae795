// A table of Analytics' figures, one row a named thing (a promotion, a tax rate) with a note
// under its name and its figures right-aligned; it scrolls sideways on a narrow screen.
import type { ReactNode } from 'react';
import { formatPrice } from '../../../lib/formatPrice';
import { TableHead } from '../../ui/TableHead';

export interface FiguresRow {
  key: string;
  name: string;
  note: string;
  figures: ReactNode[];
}

interface Props {
  /** the scrolling region's name */
  label: string;
  caption: string;
  /** the first column's title, then the figures' */
  titles: string[];
  rows: FiguresRow[];
  rowTestId: string;
}

export function FiguresTable({ label, caption, titles, rows, rowTestId }: Props) {
  return (
    // a scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead
          className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted"
          columns={titles.map((title, i) => [title, i ? 'px-4 py-2 text-right' : 'px-4 py-2'])}
        />
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key} data-testid={rowTestId}>
              <td className="px-4 py-2">
                <span className="font-medium text-ink">{row.name}</span>
                <span className="block text-xs text-ink-soft [overflow-wrap:anywhere]">{row.note}</span>
              </td>
              {row.figures.map((figure, i) => (
                <td key={i} className="px-4 py-2 text-right tabular-nums">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface Figure {
  label: string;
  /** cents */
  value: number;
  id: string;
  /** what the amount counts ("3 orders paid"), under it */
  counts?: string;
}

/** Amounts side by side (stacked on a phone), each under its label. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {figures.map((f) => (
        <div key={f.id}>
          <dt className="text-sm font-medium text-ink-soft">{f.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-ink" data-testid={`figure-${f.id}`}>
            {formatPrice(f.value)}
          </dd>
          {f.counts && (
            <dd className="text-xs text-ink-muted" data-testid={`figure-${f.id}-counts`}>
              {f.counts}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
