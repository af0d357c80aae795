// The end of an add/edit panel's form: the upload progress bar, Cancel, and the submit button
// that is disabled while saving (so a double click cannot send twice).
import { UploadProgress } from './UploadProgress';
import { primaryButton, secondaryButton } from './ui';

interface Props {
  progress: number | null;
  onCancel: () => void;
  submitLabel: string;
}

export function PanelFormFooter({ progress, onCancel, submitLabel }: Props) {
  const saving = progress !== null;
  return (
    <>
      <UploadProgress value={progress} />
      <div className="flex justify-end gap-3 border-t border-line pt-4">
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </>
  );
}
