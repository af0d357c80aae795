// An add/edit form inside the slide-in panel: "Add <noun>" or "Edit <noun>" as its title, the
// fields (each with its problem under it), then the upload progress bar, Cancel, and the submit
// button that is disabled while saving (so a double click cannot send twice).
import {
  useId,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';
import { Panel } from './Panel';
import { inputClass, labelClass, primaryButton, secondaryButton, textareaClass } from './ui';
import { UploadProgress } from './UploadProgress';

interface Props {
  /** a panel kept mounted while closed passes it; one mounted only to edit is open */
  open?: boolean;
  /** "Category", "Product" */
  noun: string;
  editing: boolean;
  /** an upload's progress; none for a save without files */
  progress?: number | null;
  /** a save without an upload (JSON): the buttons wait for it without a progress bar */
  saving?: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  /** the form element, for a panel that moves the focus to a field */
  formRef?: RefObject<HTMLFormElement>;
  wide?: boolean;
  children: ReactNode;
}

export function PanelForm({
  open = true,
  noun,
  editing,
  progress = null,
  saving: sending,
  onClose,
  onSubmit,
  formRef,
  wide,
  children,
}: Props) {
  const saving = progress !== null || Boolean(sending);
  return (
    <Panel open={open} title={`${editing ? 'Edit' : 'Add'} ${noun}`} onClose={onClose} busy={saving} wide={wide}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5">
        {children}
        <UploadProgress value={progress} />
        <div className="flex justify-end gap-3 border-t border-line pt-4">
          <button type="button" className={secondaryButton} onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? 'Saving…' : `${editing ? 'Update' : 'Save'} ${noun}`}
          </button>
        </div>
      </form>
    </Panel>
  );
}

type FieldProps<E> = {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** the field's problem, shown under it ("Title is required.") */
  error?: string;
} & Omit<E, 'value' | 'onChange' | 'className'>;

/** A field's problem under its control; the control names it in aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-sale">
      {message}
    </p>
  );
}

/** The attributes that tie a control to its problem. */
export const problemAttributes = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-problem` } : {};

/** A labelled input or textarea of a panel form, its problem under it. */
function LabelledControl({
  control,
  label,
  value,
  onChange,
  error,
  ...rest
}: (FieldProps<InputHTMLAttributes<HTMLInputElement>> | FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) & {
  control: 'input' | 'textarea';
}) {
  const ownId = useId();
  const id = rest.id ?? ownId;
  // one element or the other, with the attributes its caller typed for it
  const Control = control as 'input';
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Control
        className={control === 'input' ? inputClass : textareaClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...(rest as InputHTMLAttributes<HTMLInputElement>)}
        id={id}
        {...problemAttributes(id, error)}
      />
      <FieldError id={`${id}-problem`} message={error} />
    </div>
  );
}

/** A labelled one-line input of a panel form. */
export const TextField = (props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) => (
  <LabelledControl control="input" {...props} />
);

/** A labelled amount in dollars and cents. */
export function PriceField(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return <TextField type="number" inputMode="decimal" min={0} step="0.01" {...props} />;
}

/** A labelled multi-line input of a panel form. */
export const TextAreaField = (props: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) => (
  <LabelledControl control="textarea" {...props} />
);
