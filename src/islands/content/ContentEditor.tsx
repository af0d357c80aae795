// /admin/content/edit?collection=..&id=..: one entry's form, checked in the browser with the
// build's schemas (problems beside their fields, nothing sent while there are any), published
// with its progress followed to the end, its history with compare and restore, and for an FAQ
// entry, removal. `?collection=faqs&new=1` adds an FAQ entry.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError } from '../../lib/api';
import {
  entryProblems,
  idFromQuestion,
  isContentCollection,
  isEntryId,
  type ContentCollection,
  type ContentEditing,
  type FieldProblem,
  type PublishState,
} from '../../lib/content';
import { CONTENT_PAGE, entryHref, fieldId, shopPageOf } from '../../lib/contentLinks';
import { DeleteDialog } from '../admin/kit/DeleteDialog';
import { primaryButton, secondaryButton } from '../admin/kit/ui';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import { EntryForm } from './EntryForms';
import type { Data, Problems } from './fields';
import { HistoryPanel } from './HistoryPanel';
import { PublishProgress } from './PublishProgress';
import { usePublish } from './usePublish';

interface Target {
  collection: ContentCollection;
  /** null: a new FAQ entry, its id made from its question */
  id: string | null;
}

function targetOf(search: string): Target | null {
  const params = new URLSearchParams(search);
  const collection = params.get('collection') ?? '';
  if (!isContentCollection(collection)) return null;
  if (collection === 'faqs' && params.get('new') === '1') return { collection, id: null };
  const id = params.get('id') ?? '';
  return isEntryId(collection, id) ? { collection, id } : null;
}

const byField = (problems: FieldProblem[]): Problems =>
  Object.fromEntries([...problems].reverse().map((p) => [p.field, p.message]));

export function ContentEditor() {
  const target = useMemo(() => targetOf(window.location.search), []);
  const [data, setData] = useState<Data | null>(null);
  const [body, setBody] = useState('');
  const [editing, setEditing] = useState<ContentEditing | null>(null);
  const [loadError, setLoadError] = useState('');
  const [sendError, setSendError] = useState('');
  const [checked, setChecked] = useState(false);
  const [revision, setRevision] = useState(0);
  const [removing, setRemoving] = useState(false);
  const [title, setTitle] = useState('');
  const [removed, setRemoved] = useState(false);
  /** what the publish being followed does: a removal ends the page, the others reload the entry */
  const action = useRef<'save' | 'remove' | 'restore'>('save');

  const onSettled = useCallback((publish: PublishState) => {
    if (publish.status !== 'done') return;
    if (action.current === 'remove') setRemoved(true);
    else setRevision((r) => r + 1);
  }, []);
  const publishing = usePublish(onSettled);

  useEffect(() => {
    if (!target) return;
    const entry = target.id
      ? api.content.entry(target.collection, target.id).then((r) => r.entry)
      : Promise.resolve({ data: { question: '', order: 99 }, body: '' });
    Promise.all([entry, api.content.overview()])
      .then(([loaded, overview]) => {
        setData(loaded.data);
        setBody(loaded.body);
        setEditing(overview.editing);
        setTitle(
          overview.entries.find((e) => e.collection === target.collection && e.id === target.id)?.title ??
            'New FAQ entry',
        );
        // a placeholder's link names its field: take the editor there once the form is drawn
        const hash = window.location.hash.slice(1);
        if (hash) requestAnimationFrame(() => document.getElementById(hash)?.focus());
      })
      .catch((err) => !handledAuthFailure(err) && setLoadError(errorMessage(err)));
    // read again after each publish: a restore changes the entry under the form
  }, [target, revision]);

  const newId = target && target.id === null && data ? idFromQuestion(String(data.question ?? '')) : null;
  const problems = useMemo(() => {
    if (!target || !data) return [];
    const found = entryProblems(target.collection, data, body);
    if (newId === '') found.unshift({ field: 'question', message: 'needs letters or digits, which make its address' });
    return found;
  }, [target, data, body, newId]);
  const shown = checked ? byField(problems) : {};

  if (!target)
    return (
      <p role="alert" className="text-sm text-sale">
        This is not an entry of the content.{' '}
        <a href={CONTENT_PAGE} className="underline">
          Back to Content
        </a>
      </p>
    );
  if (loadError)
    return (
      <p role="alert" className="text-sm text-sale">
        Could not load the entry: {loadError}
      </p>
    );
  if (!data || !editing)
    return (
      <p role="status" className="text-ink-muted">
        Loading
      </p>
    );

  const id = target.id ?? newId ?? '';
  const canPublish = editing.enabled;

  const publish = async () => {
    setChecked(true);
    setSendError('');
    if (problems.length) {
      requestAnimationFrame(() => document.getElementById(fieldId(problems[0].field))?.focus());
      return;
    }
    try {
      if (target.id === null) {
        const exists = await api.content.entry('faqs', id).then(
          () => true,
          (err) => (err instanceof ApiError && err.status === 404 ? false : Promise.reject(err)),
        );
        if (exists) {
          setSendError(`An FAQ entry with the address "${id}" exists already: change the question a little.`);
          return;
        }
      }
      const { publish: started } = await api.content.save(target.collection, id, { data, body });
      action.current = 'save';
      publishing.follow(started);
      if (target.id === null) window.history.replaceState(null, '', entryHref('faqs', id));
    } catch (err) {
      if (handledAuthFailure(err)) return;
      const serverProblems = (err instanceof ApiError && (err.body as { problems?: FieldProblem[] })?.problems) || null;
      setSendError(serverProblems ? `Not published: ${errorMessage(err)}` : `Could not publish: ${errorMessage(err)}`);
    }
  };

  const remove = async () => {
    try {
      const { publish: started } = await api.content.removeFaq(id);
      action.current = 'remove';
      publishing.follow(started);
      setRemoving(false);
    } catch (err) {
      setRemoving(false);
      if (!handledAuthFailure(err)) setSendError(`Could not remove the entry: ${errorMessage(err)}`);
    }
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8">
      <div>
        <a href={CONTENT_PAGE} className="text-sm font-medium text-brand-700 underline underline-offset-2">
          ← Content
        </a>
        <h1 className="mt-2 text-2xl font-bold text-ink">{title}</h1>
        {target.collection === 'faqs' && <p className="mt-1 text-sm text-ink-muted">File: faqs/{id || '…'}.md</p>}
      </div>
      {!canPublish && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">{editing.reason}</p>
      )}
      {removed ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-900">
          The entry was removed from the FAQ page.{' '}
          <a href={CONTENT_PAGE} className="font-semibold underline">
            Back to Content
          </a>
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void publish();
          }}
          className="grid grid-cols-1 gap-6"
        >
          <EntryForm
            collection={target.collection}
            id={id}
            data={data}
            body={body}
            problems={shown}
            onData={setData}
            onBody={setBody}
          />
          {checked && problems.length > 0 && (
            <p role="alert" className="text-sm text-sale">
              {problems.length === 1 ? 'One field needs' : `${problems.length} fields need`} a change before publishing.
            </p>
          )}
          {sendError && (
            <p role="alert" className="text-sm text-sale">
              {sendError}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={primaryButton} disabled={!canPublish || publishing.busy}>
              {publishing.busy ? 'Publishing…' : 'Publish'}
            </button>
            {target.collection === 'faqs' && target.id !== null && (
              <button
                type="button"
                className={`${secondaryButton} text-sale`}
                disabled={!canPublish || publishing.busy}
                onClick={() => setRemoving(true)}
              >
                Remove this entry
              </button>
            )}
          </div>
          <PublishProgress follow={publishing} pageHref={shopPageOf(target.collection, id)} />
        </form>
      )}
      {target.id !== null && !removed && (
        <section aria-labelledby="history-heading" className="grid grid-cols-1 gap-3">
          <h2 id="history-heading" className="text-lg font-semibold text-ink">
            History
          </h2>
          <HistoryPanel
            collection={target.collection}
            id={target.id}
            revision={revision}
            canPublish={canPublish}
            busy={publishing.busy}
            onRestored={(started) => {
              action.current = 'restore';
              publishing.follow(started);
            }}
          />
        </section>
      )}
      <DeleteDialog
        open={removing}
        title="Remove FAQ entry"
        name={String(data.question ?? id)}
        detail="It is taken off the FAQ page when the pages are rebuilt; its history stays here."
        busy={false}
        onCancel={() => setRemoving(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
