// Shared by both auth forms: every problem the form's schema finds is shown at once beside its
// field before anything is sent (and goes as soon as the field is fixed); then one send at a time,
// a refusal in the server's words as an error toast here (one naming a field also beside it, as
// the form labels it), and on success the session stored and home at once
// (docs/product.md#states), or back to the page that sent the shopper here (`?next=`: checkout, a
// product page, the wishlist, the customer area or the admin). The success toast is shown by that
// page, top-center (src/stores/notice.ts, docs/product.md#limits).
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../lib/api';
import type { AuthResponse } from '../../lib/types';
import { safeNext } from '../../lib/safeNext';
import { signIn } from '../../stores/session';
import { keepNotice } from '../../stores/notice';
import { showError } from '../../stores/toasts';
import { errorsStillThere, fieldErrors, type FieldErrors } from '../ui/fieldErrors';
import { inWords, serverFieldError } from '../ui/serverMessages';
import { useFocusFirstInvalid } from '../ui/useFocusFirstInvalid';

interface Options {
  /** the form's fields as it labels them ("Full Name"), which also name the server's refusals */
  labels: Record<string, string>;
  /** "Signup fail!" (docs/product.md#errors) */
  failurePrefix?: string;
}

export function useAuthSubmit(send: () => Promise<AuthResponse>, { labels, failurePrefix }: Options) {
  const { form, focusFirstInvalid } = useFocusFirstInvalid();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});

  function showProblems(found: FieldErrors) {
    setErrors(found);
    focusFirstInvalid();
  }

  /** `problems`: what the form's schema finds in the values now; nothing is sent while there are any */
  async function submit(problems: FieldErrors) {
    if (sending) return;
    if (Object.keys(problems).length) return showProblems(problems);
    setErrors({});
    setSending(true);
    try {
      const { token, user, message } = await send();
      signIn(token, user);
      keepNotice(message);
      window.location.assign(safeNext(window.location.search));
    } catch (err) {
      const message =
        err instanceof ApiError ? inWords(err.message, labels) : 'Something went wrong. Please try again.';
      const named = err instanceof ApiError ? serverFieldError(err.message, labels) : null;
      if (named) showProblems({ [named.field]: named.text });
      showError(failurePrefix ? `${failurePrefix} ${message}` : message);
      setSending(false);
    }
  }

  /** After an edit, with the problems the values have now. */
  const recheck = (now: FieldErrors) => setErrors((shown) => errorsStillThere(shown, now));

  return { form, sending, errors, submit, recheck };
}

/** A whole auth form: its values, checked with `schema` as they change and before `send` has them. */
export function useAuthForm<V extends Record<string, string>>(
  initial: V,
  schema: z.ZodType,
  send: (values: V) => Promise<AuthResponse>,
  options: Options,
) {
  const [values, setValues] = useState<V>(initial);
  const problemsOf = (now: V) => {
    const parsed = schema.safeParse(now);
    return parsed.error ? fieldErrors(parsed.error, options.labels) : {};
  };
  const { form, sending, errors, submit, recheck } = useAuthSubmit(() => send(values), options);
  const set = (field: keyof V) => (e: { target: { value: string } }) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    recheck(problemsOf(next));
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit(problemsOf(values));
  };
  return { values, form, sending, errors, set, onSubmit };
}
