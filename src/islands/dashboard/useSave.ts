// One save at a time for the customer area's forms: the success toast, each field's problem
// beside it until it is fixed (the form's own checks, and the server's 400 naming a field, in the
// form's words),
// any other refusal above the button, and a refused token handled like everywhere else (sign
// out, /auth).
import { useState } from 'react';
import { showToast } from '../../stores/toasts';
import { errorsStillThere, type FieldErrors } from '../ui/fieldErrors';
import { inWords, serverFieldError } from '../ui/serverMessages';
import { errorMessage, handledAuthFailure } from '../ui/sessionExpired';
import { useFocusFirstInvalid } from '../ui/useFocusFirstInvalid';

/** `labels`: the form's fields as it labels them; `form` goes on the <form> */
export function useSave(labels: Record<string, string>) {
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Shows the form's own problems and moves to the first; true when there were any. */
  function refuse(found: FieldErrors): boolean {
    setErrors(found);
    const any = Object.values(found).some(Boolean);
    if (any) focusFirstInvalid();
    return any;
  }

  async function run(work: () => Promise<string>) {
    if (saving) return;
    setSaving(true);
    setError('');
    setErrors({});
    try {
      showToast(await work());
    } catch (err) {
      if (handledAuthFailure(err)) return;
      const message = errorMessage(err);
      const named = serverFieldError(message, labels);
      if (named) refuse({ [named.field]: named.text });
      else setError(inWords(message, labels));
    } finally {
      setSaving(false);
    }
  }

  /** After an edit, with the problems the values have now: a field's problem goes as soon as the
   *  field is fixed (and a server's, which the form cannot check, as soon as it is edited). */
  const recheck = (now: FieldErrors) => setErrors((shown) => errorsStillThere(shown, now));

  return { form, saving, error, errors, refuse, recheck, run };
}
