// The Content section's form controls: each with its label, its problem beside it (the build's
// schema, checked in the browser before anything is sent) and an id the placeholder links and the
// problems' focus find (`fieldId` in src/lib/contentLinks.ts).
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { fieldId } from '../../lib/contentLinks';
import { inputClass, labelClass, textareaClass } from '../admin/kit/ui';

export type Problems = Record<string, string>;
export type Data = Record<string, unknown>;

/** An optional text field: empty means absent (the schema wants any text it gets to be non-empty). */
export function withOptional(data: Data, key: string, value: string): Data {
  const next = { ...data };
  if (value === '') delete next[key];
  else next[key] = value;
  return next;
}

interface FieldProps {
  field: string;
  label: string;
  problems: Problems;
  hint?: string;
}

function Problem({ field, problems }: { field: string; problems: Problems }) {
  const message = problems[field];
  if (!message) return null;
  return (
    <p id={`${fieldId(field)}-problem`} className="mt-1 text-sm text-sale">
      {message.charAt(0).toUpperCase() + message.slice(1)}
    </p>
  );
}

function described(field: string, problems: Problems, hint?: string) {
  const ids = [problems[field] ? `${fieldId(field)}-problem` : '', hint ? `${fieldId(field)}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return { 'aria-invalid': problems[field] ? true : undefined, 'aria-describedby': ids || undefined };
}

function Label({ field, label, hint, children }: { field: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="mt-0.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {children}
    </div>
  );
}

export function TextField({
  value,
  onChange,
  type = 'text',
  multiline = false,
  ...props
}: FieldProps & { value: string; onChange: (value: string) => void; type?: string; multiline?: boolean }) {
  const control = {
    id: fieldId(props.field),
    value,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    ...described(props.field, props.problems, props.hint),
  };
  return (
    <Label {...props}>
      {multiline ? (
        <textarea {...control} rows={3} className={textareaClass} />
      ) : (
        <input {...control} type={type} className={inputClass} />
      )}
      <Problem field={props.field} problems={props.problems} />
    </Label>
  );
}

export function AreaField(props: FieldProps & { value: string; onChange: (v: string) => void }) {
  return <TextField {...props} multiline />;
}

/** A whole number, kept as typed until it is one, so the schema names what is wrong. */
export function NumberField({
  value,
  onChange,
  ...props
}: FieldProps & { value: unknown; onChange: (v: unknown) => void }) {
  return (
    <TextField
      {...props}
      type="number"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(text) => onChange(/^-?\d+$/.test(text.trim()) ? Number(text) : text)}
    />
  );
}

/** A list of short texts typed as one line, "USD, EUR, GBP". */
export function ListField({
  value,
  onChange,
  ...props
}: FieldProps & { value: unknown; onChange: (v: string[]) => void }) {
  const [text, setText] = useState(() => (Array.isArray(value) ? value.join(', ') : ''));
  return (
    <TextField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(
          next
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

export { Problem, described };
