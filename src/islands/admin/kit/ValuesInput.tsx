// An ordered list of short values (an option's "128 GB", "256 GB"; a choice attribute's values) as
// chips: typed into one input and added with Enter or a comma, moved earlier or later, removed.
// Every control is a real button with a name, so the list is edited by keyboard alone.
import { useId, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { chevronLeft } from '../../ui/icons/chevronLeft';
import { chevronRight } from '../../ui/icons/chevronRight';
import { close } from '../../ui/icons/close';
import { inputClass, labelClass } from './ui';

interface Props {
  /** "Values of Colour" */
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  maxLength: number;
  max: number;
  /** a problem with the list, shown under it */
  error?: string;
  inputId?: string;
}

const chipButton = 'grid h-8 w-7 place-items-center rounded text-ink-soft hover:bg-slate-200 disabled:opacity-30';

export function ValuesInput({ label, values, onChange, maxLength, max, error, inputId }: Props) {
  const ownId = useId();
  const id = inputId ?? ownId;
  const hintId = `${id}-hint`;
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState('');

  function add() {
    const value = draft.trim().replace(/,$/, '').trim();
    if (!value) return;
    if (values.some((v) => v.toLowerCase() === value.toLowerCase())) return setRefusal(`${value} is already listed.`);
    if (values.length >= max) return setRefusal(`At most ${max} values.`);
    onChange([...values, value]);
    setDraft('');
    setRefusal('');
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' || e.key === ',') {
      // Enter would submit the whole panel's form
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && values.length) {
      onChange(values.slice(0, -1));
    }
  }

  const move = (from: number, to: number) => {
    const next = [...values];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next);
  };
  const message = refusal || error;

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {values.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={`${label}, in order`}>
          {values.map((value, i) => (
            <li key={value} className="flex items-center rounded-md border border-line bg-slate-100 pl-1 text-sm">
              <button
                type="button"
                className={chipButton}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move ${value} earlier`}
              >
                <Icon icon={chevronLeft} className="h-4 w-4" />
              </button>
              <span className="px-1 text-ink">{value}</span>
              <button
                type="button"
                className={chipButton}
                disabled={i === values.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${value} later`}
              >
                <Icon icon={chevronRight} className="h-4 w-4" />
              </button>
              <button
                type="button"
                className={`${chipButton} hover:text-sale`}
                onClick={() => onChange(values.filter((_, at) => at !== i))}
                aria-label={`Remove ${value}`}
              >
                <Icon icon={close} className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={inputClass}
        value={draft}
        maxLength={maxLength}
        placeholder="Type a value, then Enter"
        onChange={(e) => {
          setDraft(e.target.value);
          setRefusal('');
        }}
        onKeyDown={onKeyDown}
        onBlur={add}
        aria-describedby={hintId}
        aria-invalid={message ? true : undefined}
      />
      <p id={hintId} className={`mt-1 text-xs ${message ? 'text-sale' : 'text-ink-muted'}`}>
        {message || 'Enter or a comma adds the value.'}
      </p>
    </div>
  );
}
