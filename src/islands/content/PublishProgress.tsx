// What became of the editor's publish, announced as it changes: waiting its turn, the pages
// being built (the shop shows the current ones meanwhile), live, or failed with the build's reason.
import type { PublishFollow } from './usePublish';

interface Props {
  follow: PublishFollow;
  /** the shop page that shows the change */
  pageHref: string;
}

export function PublishProgress({ follow, pageHref }: Props) {
  const { publish, error } = follow;
  if (!publish) return <div role="status" aria-live="polite" className="sr-only" />;
  const box = 'rounded-lg border p-4 text-sm';
  return (
    <div role="status" aria-live="polite" data-testid="publish-status" data-status={publish.status}>
      {publish.status === 'queued' && (
        <p className={`${box} border-line bg-white text-ink`}>
          <Spinner /> Queued: another publish is being built first.
        </p>
      )}
      {publish.status === 'building' && (
        <p className={`${box} border-brand-200 bg-brand-50 text-ink`}>
          <Spinner /> Building the pages… The shop shows the current pages until the new ones are ready.
        </p>
      )}
      {publish.status === 'done' && (
        <p className={`${box} border-green-300 bg-green-50 text-green-900`}>
          Published: shoppers see it now.{' '}
          <a href={pageHref} target="_blank" rel="noreferrer" className="font-semibold underline underline-offset-2">
            Open the page
          </a>
        </p>
      )}
      {publish.status === 'failed' && (
        <div className={`${box} border-red-300 bg-red-50 text-sale`}>
          <p className="font-semibold">The publish failed: the pages did not change, and the files were put back.</p>
          {publish.reason && (
            <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words font-mono text-xs text-ink">
              {publish.reason}
            </pre>
          )}
        </div>
      )}
      {error && <p className="mt-2 text-sm text-sale">Could not ask how the publish goes: {error}. Trying again…</p>}
    </div>
  );
}

function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="mr-1 inline-block h-3.5 w-3.5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent align-[-2px] motion-reduce:animate-none"
    />
  );
}
