// /contact-us: name, e-mail, subject and message. The server checks the fields (its 400 names the
// field, shown under it) and throttles; once sent, the thanks takes the focus and is read out.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api, ApiError } from '../../lib/api';
import { CONTACT_LIMITS } from '../../lib/forms/contactLimits';
import Field, { inputClass } from '../auth/Field';
import SubmitButton from '../auth/SubmitButton';
import { serverFieldError } from '../ui/serverMessages';
import { useSending } from '../ui/useSending';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type Values = typeof EMPTY;
type FieldName = keyof Values;
const LABELS: Record<FieldName, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

export default function ContactForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const { sending, send } = useSending();
  const [sent, setSent] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const said = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sent) said.current?.focus();
  }, [sent]);

  const set = (field: FieldName) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(
      async () => {
        setErrors({});
        setFailure('');
        setSent((await api.messages.send(values)).message);
        setValues(EMPTY);
      },
      (err) => {
        // "subject: is required" -> "Subject is required" under Subject; anything else is for the whole form
        const message = err instanceof ApiError ? err.message : String(err);
        const named = serverFieldError(message, LABELS);
        if (named) {
          setErrors({ [named.field]: named.text });
          form.current?.querySelector<HTMLElement>(`#contact-${named.field}`)?.focus();
        } else setFailure(message);
      },
    );
  }

  if (sent)
    return (
      <div className="space-y-4">
        <p
          ref={said}
          role="status"
          tabIndex={-1}
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-ink"
        >
          {sent}
        </p>
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
          onClick={() => setSent('')}
        >
          Write another message
        </button>
      </div>
    );

  return (
    <form ref={form} className="space-y-4" aria-label="Contact us" noValidate onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="contact-name"
          label="Name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <Field
          id="contact-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
      </div>
      <Field
        id="contact-subject"
        label="Subject"
        required
        maxLength={CONTACT_LIMITS.subject}
        value={values.subject}
        error={errors.subject}
        onChange={set('subject')}
      />
      <div>
        <label htmlFor="contact-message" className="mb-1.5 block text-sm font-semibold text-ink">
          Message
        </label>
        <textarea
          id="contact-message"
          className={`${inputClass} min-h-40`}
          rows={7}
          required
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          onChange={set('message')}
        />
        {errors.message && (
          <p id="contact-message-error" className="mt-1 text-sm text-sale">
            {errors.message}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-ink">
          {failure}
        </p>
      )}
      <SubmitButton sending={sending} label="Send message" sendingLabel="Sending…" />
    </form>
  );
}
