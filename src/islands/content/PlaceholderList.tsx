// What is still template text in the content, each with a link to the field that holds it
// (docs/product.md#deliberate-changes, 30): on the admin dashboard and in the Content section.
import type { Placeholder } from '../../lib/content';
import { entryHref } from '../../lib/contentLinks';

const FIELD_NAMES: Record<string, string> = {
  body: 'text',
  contactEmail: 'contact e-mail',
  supportEmail: 'support e-mail',
  newsletterUrl: 'newsletter address',
  shopName: 'shop name',
  dealText: 'deal text',
  searchScopes: 'search scopes',
  copyright: 'copyright line',
  items: 'links',
};

export function PlaceholderList({ placeholders }: { placeholders: Placeholder[] }) {
  if (!placeholders.length)
    return <p className="text-sm text-ink-soft">Nothing left to fill in: no placeholder is left in the content.</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white">
      {placeholders.map((p) => (
        <li
          key={`${p.collection}/${p.id}/${p.field}/${p.text}`}
          className="flex flex-wrap items-baseline gap-x-3 gap-y-1 p-3 text-sm"
        >
          <code className="rounded bg-amber-100 px-1.5 py-0.5 font-mono text-xs text-amber-900">{p.text}</code>
          <span className="text-ink-soft">
            in the {FIELD_NAMES[p.field] ?? p.field} of <span className="font-medium text-ink">{p.title}</span>
          </span>
          <a
            href={entryHref(p.collection, p.id, p.field)}
            className="ml-auto font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            aria-label={`Fill in ${p.text} in ${p.title}`}
          >
            Fill in
          </a>
        </li>
      ))}
    </ul>
  );
}
