// Saving a panel's multipart form: one save at a time (a double click cannot send twice), the
// upload progress for the bar, the success toast (docs/product.md#errors), and "Failed to save
// <what>: <server's message>" (docs/product.md#deliberate-changes, 7) as an error toast, its field
// named as the form labels it; a refused session is handled by the layout's sign-out.
// A refusal the panel can show next to its field (`onRefused` answers true) is shown there instead.
import { useRef, useState } from 'react';
import { showError, showToast } from '../../../stores/toasts';
import { inWords } from '../../ui/serverMessages';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';

/** `noun`: what is saved, as in "Product updated successfully"; `labels`: the form's fields */
export function useUploadSave(noun: string, labels: Record<string, string>) {
  const [progress, setProgress] = useState<number | null>(null);
  const savingRef = useRef(false);

  async function save<T>(
    send: (onProgress: (fraction: number) => void) => Promise<T>,
    editing: boolean,
    onDone: (result: T) => void,
    onRefused?: (message: string) => boolean,
  ) {
    if (savingRef.current) return;
    savingRef.current = true;
    setProgress(0);
    try {
      const result = await send(setProgress);
      showToast(`${noun} ${editing ? 'updated' : 'created'} successfully`);
      onDone(result);
    } catch (err) {
      if (handledAuthFailure(err) || onRefused?.(errorMessage(err))) return;
      showError(`Failed to save ${noun.toLowerCase()}: ${inWords(errorMessage(err), labels)}`);
    } finally {
      savingRef.current = false;
      setProgress(null);
    }
  }

  return { progress, saving: progress !== null, isSaving: () => savingRef.current, save };
}
