/** Bar shown while a form's images are sent (XHR upload progress, 0..1). */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div className="flex items-center gap-3" role="status">
      <progress value={percent} max={100} aria-label="Upload progress" className="h-2 flex-1 accent-brand-600" />
      <span className="w-28 text-right text-xs text-ink-muted">
        {percent < 100 ? `Uploading ${percent}%` : 'Processing…'}
      </span>
    </div>
  );
}
