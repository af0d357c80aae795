// /admin/content: every entry of the content by kind, what is left to fill in, the FAQ's order
// (moved up or down, published at once) and the last publishes; a notice when this server may
// not publish (docs/operations.md#editing-content).
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import type { ContentEditing, ContentEntryRef, Placeholder, PublishState } from '../../lib/content';
import { entryHref, newFaqHref } from '../../lib/contentLinks';
import { secondaryButton } from '../admin/kit/ui';
import { Icon } from '../ui/Icon';
import { chevronDown } from '../ui/icons/chevronDown';
import { plus } from '../ui/icons/plus';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import { PlaceholderList } from './PlaceholderList';
import { PublishProgress } from './PublishProgress';
import { usePublish } from './usePublish';

interface Overview {
  entries: ContentEntryRef[];
  placeholders: Placeholder[];
  editing: ContentEditing;
  publishes: PublishState[];
}

const SECTIONS: { collection: ContentEntryRef['collection']; title: string }[] = [
  { collection: 'legal', title: 'Policies' },
  { collection: 'settings', title: "Shop's details" },
  { collection: 'menus', title: 'Menus' },
];

export function ContentIndex() {
  const [overview, setOverview] = useState<Overview | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const publishing = usePublish(reload);

  useEffect(() => {
    setError('');
    api.content
      .overview()
      .then((o) => {
        setOverview(o);
        // a publish under way when the page opens is followed too
        const running = o.publishes.find((p) => p.status === 'queued' || p.status === 'building');
        if (running) publishing.follow(running);
      })
      .catch((err) => !handledAuthFailure(err) && setError(errorMessage(err)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `follow` is stable
  }, [attempt]);

  if (error)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-sale"
      >
        <p>Could not load the content: {error}</p>
        <button type="button" className={secondaryButton} onClick={reload}>
          Try again
        </button>
      </div>
    );
  if (!overview)
    return (
      <p role="status" className="text-ink-muted">
        Loading
      </p>
    );

  const faqs = overview.entries.filter((e) => e.collection === 'faqs');
  const move = async (from: number, to: number) => {
    const ids = faqs.map((f) => f.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id);
    try {
      publishing.follow((await api.content.reorderFaqs(ids)).publish);
      setOverview({
        ...overview,
        entries: [
          ...ids.map((i) => faqs.find((f) => f.id === i)!),
          ...overview.entries.filter((e) => e.collection !== 'faqs'),
        ],
      });
    } catch (err) {
      if (!handledAuthFailure(err)) setError(errorMessage(err));
    }
  };
  const canPublish = overview.editing.enabled && !publishing.busy;
  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';

  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <div>
        <h1 className="text-2xl font-bold text-ink">Content</h1>
        <p className="mt-1 text-sm text-ink-soft">
          The FAQ, the policies, the shop&apos;s details and the menus. Publishing rebuilds the pages; shoppers see the
          change when it is done.
        </p>
      </div>
      {!overview.editing.enabled && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          {overview.editing.reason}
        </p>
      )}
      <PublishProgress follow={publishing} pageHref="/faqs" />

      <section aria-labelledby="todo-heading" className="grid grid-cols-1 gap-3">
        <h2 id="todo-heading" className="text-lg font-semibold text-ink">
          Still to fill in ({overview.placeholders.length})
        </h2>
        <PlaceholderList placeholders={overview.placeholders} />
      </section>

      <section aria-labelledby="faq-heading" className="grid grid-cols-1 gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="faq-heading" className="text-lg font-semibold text-ink">
            FAQ ({faqs.length})
          </h2>
          <a href={newFaqHref()} className={secondaryButton}>
            <Icon icon={plus} /> Add an FAQ entry
          </a>
        </div>
        <ol className="divide-y divide-line rounded-lg border border-line bg-white">
          {faqs.map((faq, index) => (
            <li key={faq.id} className="flex items-center gap-2 p-2 pl-3 text-sm">
              <span className="w-6 shrink-0 text-right tabular-nums text-ink-muted">{index + 1}.</span>
              <a href={entryHref('faqs', faq.id)} className={`min-w-0 flex-1 ${link}`}>
                {faq.title}
              </a>
              <button
                type="button"
                className="grid h-10 w-10 place-items-center rounded-md text-ink-soft hover:bg-slate-100 disabled:opacity-40"
                aria-label={`Move "${faq.title}" up`}
                disabled={!canPublish || index === 0}
                onClick={() => void move(index, index - 1)}
              >
                <Icon icon={chevronDown} className="h-5 w-5 rotate-180" />
              </button>
              <button
                type="button"
                className="grid h-10 w-10 place-items-center rounded-md text-ink-soft hover:bg-slate-100 disabled:opacity-40"
                aria-label={`Move "${faq.title}" down`}
                disabled={!canPublish || index === faqs.length - 1}
                onClick={() => void move(index, index + 1)}
              >
                <Icon icon={chevronDown} className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ol>
      </section>

      {SECTIONS.map(({ collection, title }) => (
        <section key={collection} aria-labelledby={`${collection}-heading`} className="grid grid-cols-1 gap-3">
          <h2 id={`${collection}-heading`} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {overview.entries
              .filter((e) => e.collection === collection)
              .map((entry) => (
                <li key={entry.id}>
                  <a
                    href={entryHref(entry.collection, entry.id)}
                    className="flex min-h-11 items-center rounded-lg border border-line bg-white px-4 py-2 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700"
                  >
                    {entry.title}
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}

      {overview.publishes.length > 0 && (
        <section aria-labelledby="publishes-heading" className="grid grid-cols-1 gap-3">
          <h2 id="publishes-heading" className="text-lg font-semibold text-ink">
            Last publishes
          </h2>
          <ul className="divide-y divide-line rounded-lg border border-line bg-white text-sm">
            {overview.publishes.map((p) => (
              <li key={p.id} className="flex flex-wrap gap-x-3 p-3">
                <span className="font-medium text-ink">{STATUS_TEXT[p.status]}</span>
                <span className="text-ink-soft">
                  by {p.by},{' '}
                  {new Date(p.createdAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
                </span>
                {p.status === 'failed' && p.reason && (
                  <span className="w-full truncate text-sale">{p.reason.split('\n')[0]}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

const STATUS_TEXT: Record<PublishState['status'], string> = {
  queued: 'Queued',
  building: 'Building',
  done: 'Published',
  failed: 'Failed',
};
