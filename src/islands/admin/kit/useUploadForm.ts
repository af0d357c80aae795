// The form state of a panel that saves a multipart form (category, product): the problems found
// beside the spec's fields (the focus on the first marked invalid), the one problem of its JSON
// fields (./fieldProblem.ts), and the save: one at a time (a double click cannot send twice), the
// upload progress for the bar, the success toast (docs/product.md#errors), and "Failed to save
// <what>: <server's message>" (docs/product.md#deliberate-changes, 7) as an error toast, its field
// named as the form labels it; a refused session is handled by the layout's sign-out. A refusal
// that names a field, an image rule or a JSON field's path is shown beside it instead.
import { useRef, useState } from 'react';
import { showError, showToast } from '../../../stores/toasts';
import type { FieldErrors } from '../../ui/fieldErrors';
import { inWords, serverFieldError } from '../../ui/serverMessages';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
import { useFocusFirstInvalid } from '../../ui/useFocusFirstInvalid';
import { focusControl, problemOfMessage, type FieldProblem } from './fieldProblem';

interface Options {
  /** what is saved, as in "Product updated successfully" */
  noun: string;
  /** false: the form creates one */
  editing: boolean;
  /** the form's fields, as labelled */
  labels: Record<string, string>;
  /** the field the server's image refusals (which name none) are shown beside */
  imageField: string;
  isImageRefusal: (message: string) => boolean;
}

export function useUploadForm({ noun, editing, labels, imageField, isImageRefusal }: Options) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FieldProblem>(null);
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const [progress, setProgress] = useState<number | null>(null);
  const savingRef = useRef(false);

  /** Shows the fields' problems, the focus on the first in the form's order; true when there are any. */
  function showErrors(found: FieldErrors) {
    setErrors(found);
    const any = Object.values(found).some(Boolean);
    if (any) focusFirstInvalid();
    return any;
  }
  function showProblem(found: FieldProblem) {
    setProblem(found);
    focusControl(found);
    return Boolean(found);
  }
  /** a field's value changed: its problem goes until the next save checks again */
  const edited = (field: string) => setErrors((shown) => (shown[field] ? { ...shown, [field]: '' } : shown));
  const change = (set: (value: string) => void, field: string) => (value: string) => {
    set(value);
    edited(field);
  };

  /** Shows what a check before the send found, the fields' problems first; true when there is any. */
  function refuse(found: FieldErrors, json: FieldProblem) {
    setProblem(json);
    return showErrors(found) || showProblem(json);
  }

  function shownBeside(message: string) {
    const named = serverFieldError(message, labels);
    if (named) return showErrors({ [named.field]: named.text });
    if (isImageRefusal(message)) return showErrors({ [imageField]: message });
    return showProblem(problemOfMessage(message));
  }

  async function save<T>(send: (onProgress: (fraction: number) => void) => Promise<T>, onDone: (result: T) => void) {
    if (savingRef.current) return;
    savingRef.current = true;
    setProgress(0);
    try {
      const result = await send(setProgress);
      showToast(`${noun} ${editing ? 'updated' : 'created'} successfully`);
      onDone(result);
    } catch (err) {
      if (handledAuthFailure(err) || shownBeside(errorMessage(err))) return;
      showError(`Failed to save ${noun.toLowerCase()}: ${inWords(errorMessage(err), labels)}`);
    } finally {
      savingRef.current = false;
      setProgress(null);
    }
  }

  return {
    /** what the panel's PanelForm shows of the save */
    panel: { noun, editing, progress, formRef: form },
    errors,
    setErrors,
    problem,
    setProblem,
    edited,
    change,
    refuse,
    saving: progress !== null,
    isSaving: () => savingRef.current,
    save,
  };
}
