// A category's attributes (the specifications its products fill in): each with a name, the key
// products store it under, a type, a unit for numbers, the values of a choice, and whether the
// catalogue filters on it and the comparison page shows it. Added, removed and moved by buttons.
import { SPEC_LIMITS } from '../../../lib/forms/specs';
import type { CategoryAttribute } from '../../../lib/types';
import { CheckboxField } from '../../ui/CheckboxField';
import { Icon } from '../../ui/Icon';
import { bin } from '../../ui/icons/bin';
import { plus } from '../../ui/icons/plus';
import { editAttribute, newAttribute, type AttributeDraft } from './attributeDrafts';
import { messageFor, type FieldProblem } from '../kit/fieldProblem';
import { inputClass, labelClass, secondaryButton } from '../kit/ui';
import { ValuesInput } from '../kit/ValuesInput';

const TYPES: { value: CategoryAttribute['type']; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'number', label: 'Number' },
  { value: 'choice', label: 'Choice' },
  { value: 'boolean', label: 'Yes / no' },
];
const smallButton = `${secondaryButton} h-9 px-3`;

interface Props {
  attributes: AttributeDraft[];
  onChange: (attributes: AttributeDraft[]) => void;
  problem: FieldProblem;
}

export function AttributesEditor({ attributes, onChange, problem }: Props) {
  const set = (at: number, change: Partial<AttributeDraft>) =>
    onChange(attributes.map((a, i) => (i === at ? editAttribute(a, change) : a)));
  const move = (from: number, to: number) => {
    const next = [...attributes];
    [next[from], next[to]] = [next[to], next[from]];
    onChange(next);
  };
  const addError = messageFor(problem, 'attributes-add');

  return (
    <fieldset className="min-w-0 space-y-3 border-t border-line pt-4">
      <legend className={`${labelClass} text-base`}>Attributes</legend>
      <p className="text-xs text-ink-muted">
        The specifications this category’s products fill in, e.g. Battery in mAh. Changing a key leaves the values
        products hold under the old one behind.
      </p>
      {attributes.map((a, i) => {
        const field = (name: string) => {
          const id = `attributes-${i}-${name}`;
          const error = messageFor(problem, id);
          return {
            id,
            error,
            props: {
              id,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
            },
          };
        };
        const [name, key, type, unit] = [field('name'), field('key'), field('type'), field('unit')];
        const title = a.name.trim() || 'new';
        return (
          <fieldset key={a.rowKey} className="space-y-3 rounded-md border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">
              Attribute {i + 1}: {title}
            </legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Name" {...name}>
                <input
                  className={inputClass}
                  value={a.name}
                  maxLength={SPEC_LIMITS.name}
                  onChange={(e) => set(i, { name: e.target.value })}
                  {...name.props}
                />
              </Field>
              <Field label="Key" {...key}>
                <input
                  className={`${inputClass} font-mono`}
                  value={a.key}
                  maxLength={SPEC_LIMITS.key}
                  spellCheck={false}
                  onChange={(e) => set(i, { key: e.target.value })}
                  {...key.props}
                />
              </Field>
              <Field label="Type" {...type}>
                <select
                  className={inputClass}
                  value={a.type}
                  onChange={(e) => set(i, { type: e.target.value as CategoryAttribute['type'] })}
                  {...type.props}
                >
                  {TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </Field>
              {a.type === 'number' && (
                <Field label="Unit (optional, e.g. mAh)" {...unit}>
                  <input
                    className={inputClass}
                    value={a.unit}
                    maxLength={SPEC_LIMITS.unit}
                    onChange={(e) => set(i, { unit: e.target.value })}
                    {...unit.props}
                  />
                </Field>
              )}
            </div>
            {a.type === 'choice' && (
              <ValuesInput
                inputId={`attributes-${i}-values`}
                label="Values"
                values={a.values}
                onChange={(values) => set(i, { values })}
                maxLength={SPEC_LIMITS.value}
                max={SPEC_LIMITS.values}
                error={messageFor(problem, `attributes-${i}-values`)}
              />
            )}
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <CheckboxField
                label="Filter in the catalogue"
                checked={a.filterable}
                onChange={(v) => set(i, { filterable: v })}
              />
              <CheckboxField
                label="Show in comparison"
                checked={a.inCompare}
                onChange={(v) => set(i, { inCompare: v })}
              />
              <span className="ml-auto flex gap-2">
                <button
                  type="button"
                  className={smallButton}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move ${title} up`}
                >
                  Up
                </button>
                <button
                  type="button"
                  className={smallButton}
                  disabled={i === attributes.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move ${title} down`}
                >
                  Down
                </button>
                <button
                  type="button"
                  className={`${smallButton} hover:text-sale`}
                  onClick={() => onChange(attributes.filter((_, at) => at !== i))}
                  aria-label={`Remove ${title}`}
                >
                  <Icon icon={bin} className="h-4 w-4" />
                </button>
              </span>
            </div>
          </fieldset>
        );
      })}
      <button
        id="attributes-add"
        type="button"
        className={secondaryButton}
        disabled={attributes.length >= SPEC_LIMITS.attributes}
        onClick={() => onChange([...attributes, newAttribute()])}
      >
        <Icon icon={plus} className="h-4 w-4" />
        Add attribute
      </button>
      {addError && <p className="text-xs text-sale">{addError}</p>}
    </fieldset>
  );
}

function Field(props: { label: string; id: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      {props.children}
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1 text-xs text-sale">
          {props.error}
        </p>
      )}
    </div>
  );
}
