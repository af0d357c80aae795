// "Could not load the counts: <why>" with "Try again": a back-office page whose reading failed.
export function LoadFailure({ what, error, onRetry }: { what: string; error: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-sale"
    >
      <p>
        Could not load {what}: {error}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-md border border-red-300 bg-white px-3 py-1.5 font-medium text-ink hover:bg-slate-50"
      >
        Try again
      </button>
    </div>
  );
}
