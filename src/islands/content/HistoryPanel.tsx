// An entry's versions, newest first (who published each and when, or the text found in the
// source folder), two of them compared line by line, and any of them restored (published again).
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import type { ContentCollection, ContentVersion, PublishState } from '../../lib/content';
import { lineDiff } from '../../lib/lineDiff';
import { secondaryButton } from '../admin/kit/ui';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';

interface Props {
  collection: ContentCollection;
  id: string;
  /** changes after every publish of this entry, so the list is read again */
  revision: number;
  canPublish: boolean;
  busy: boolean;
  onRestored: (publish: PublishState) => void;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function describe(version: ContentVersion): string {
  const who = version.by ? `by ${version.by}` : 'as found in the source folder';
  const state =
    version.publish?.status === 'failed' ? ' (its publish failed)' : version.content === null ? ' (removed)' : '';
  return `Version ${version.version}, ${when(version.at)}, ${who}${state}`;
}

export function HistoryPanel({ collection, id, revision, canPublish, busy, onRestored }: Props) {
  const [versions, setVersions] = useState<ContentVersion[] | null>(null);
  const [error, setError] = useState('');
  const [left, setLeft] = useState('');
  const [right, setRight] = useState('');
  const [asking, setAsking] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.content
      .history(collection, id)
      .then(({ versions: list }) => {
        if (!live) return;
        setVersions(list);
        setRight(list[0]?.version ?? '');
        setLeft(list[1]?.version ?? list[0]?.version ?? '');
      })
      .catch((err) => live && !handledAuthFailure(err) && setError(errorMessage(err)));
    return () => {
      live = false;
    };
  }, [collection, id, revision]);

  const diff = useMemo(() => {
    const a = versions?.find((v) => v.version === left);
    const b = versions?.find((v) => v.version === right);
    return a && b ? lineDiff(a.content ?? '', b.content ?? '') : null;
  }, [versions, left, right]);

  const restore = async (version: string) => {
    setAsking(null);
    try {
      onRestored((await api.content.restore(collection, id, version)).publish);
    } catch (err) {
      if (!handledAuthFailure(err)) setError(errorMessage(err));
    }
  };

  if (error)
    return (
      <p role="alert" className="text-sm text-sale">
        Could not load the history: {error}
      </p>
    );
  if (!versions)
    return (
      <p role="status" className="text-sm text-ink-muted">
        Loading the history…
      </p>
    );
  if (!versions.length)
    return <p className="text-sm text-ink-soft">No versions yet: the first publish keeps the text it replaces here.</p>;

  const select = 'mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-2 text-sm text-ink';
  const versionChoice = (label: string, value: string, onPick: (version: string) => void) => (
    <label className="min-w-0 text-sm font-medium text-ink">
      {label}
      <select className={select} value={value} onChange={(e) => onPick(e.target.value)}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {describe(v)}
          </option>
        ))}
      </select>
    </label>
  );
  // one column of minmax(0, 1fr) (grid-cols-1): a long line of a version must not widen the page
  return (
    <div className="grid grid-cols-1 gap-6">
      <ol className="divide-y divide-line rounded-lg border border-line bg-white">
        {versions.map((v) => (
          <li key={v.version} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <span className="min-w-0 flex-1 text-ink [overflow-wrap:anywhere]">{describe(v)}</span>
            {asking === v.version ? (
              <span className="flex flex-wrap items-center gap-2">
                <span className="text-ink-soft">Publish this version now?</span>
                <button type="button" className={`${secondaryButton} h-9 px-3`} onClick={() => setAsking(null)}>
                  Cancel
                </button>
                <button
                  type="button"
                  className="inline-flex h-9 items-center rounded-md bg-brand-600 px-3 font-semibold text-white hover:bg-brand-700"
                  onClick={() => void restore(v.version)}
                >
                  Restore
                </button>
              </span>
            ) : (
              <button
                type="button"
                className={`${secondaryButton} h-9 px-3`}
                disabled={!canPublish || busy}
                onClick={() => setAsking(v.version)}
                aria-label={`Restore version ${v.version}`}
              >
                Restore
              </button>
            )}
          </li>
        ))}
      </ol>
      {versions.length > 1 && (
        <section aria-labelledby="compare-heading">
          <h3 id="compare-heading" className="text-base font-semibold text-ink">
            Compare two versions
          </h3>
          <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
            {versionChoice('From', left, setLeft)}
            {versionChoice('To', right, setRight)}
          </div>
          {diff && (
            // a scrollable region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
            <div
              role="region"
              aria-label="Lines removed and added"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="mt-3 max-h-96 overflow-auto rounded-md border border-line bg-white p-2"
            >
              <pre className="whitespace-pre-wrap font-mono text-xs leading-5 [overflow-wrap:anywhere]">
                {diff.map((line, i) => (
                  <div
                    key={i}
                    className={
                      line.kind === 'added'
                        ? 'bg-green-50 text-green-900'
                        : line.kind === 'removed'
                          ? 'bg-red-50 text-red-900'
                          : 'text-ink-soft'
                    }
                  >
                    <span aria-hidden="true">
                      {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
                    </span>
                    <span className="sr-only">
                      {line.kind === 'added' ? 'added: ' : line.kind === 'removed' ? 'removed: ' : ''}
                    </span>
                    {line.text || ' '}
                  </div>
                ))}
              </pre>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
