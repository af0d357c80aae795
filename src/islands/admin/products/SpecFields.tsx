// A product's specifications: one field per attribute of its category (a number with its unit, a
// choice, a yes/no box, a text), held as the inputs' text until the save checks them with
// checkSpecs (src/lib/forms/specs.ts), as the server does.
import { SPEC_LIMITS } from '../../../lib/forms/specs';
import type { CategoryAttribute, SpecValue } from '../../../lib/types';
import { ownValue } from '../../../lib/ownKeys';
import { messageFor, type FieldProblem } from '../kit/fieldProblem';
import { inputClass, labelClass } from '../kit/ui';

export type SpecDrafts = Record<string, string | boolean>;

export function specDrafts(specs: Record<string, SpecValue> | undefined): SpecDrafts {
  return Object.fromEntries(
    Object.entries(specs ?? {}).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]),
  );
}

/** The `specs` JSON field: every attribute of the category, '' and unset as null (no value). */
export function specsPayload(attributes: readonly CategoryAttribute[], drafts: SpecDrafts) {
  return Object.fromEntries(
    attributes.map((a) => {
      const value = drafts[a.key];
      if (a.type === 'boolean') return [a.key, value === true];
      return [a.key, typeof value === 'string' && value.trim() !== '' ? value.trim() : null];
    }),
  );
}

interface Props {
  attributes: CategoryAttribute[];
  values: SpecDrafts;
  onChange: (key: string, value: string | boolean) => void;
  problem: FieldProblem;
}

export function SpecFields({ attributes, values, onChange, problem }: Props) {
  if (attributes.length === 0)
    return <p className="text-sm text-ink-muted">This category has no specifications to fill in.</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {attributes.map((a) => {
        const id = `specs-${a.key}`;
        const error = messageFor(problem, id);
        const described = {
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
        };
        const value = ownValue(values, a.key);
        const text = typeof value === 'string' ? value : '';
        let control;
        if (a.type === 'boolean')
          return (
            <label key={a.key} className="flex items-center gap-2 self-end pb-2 text-sm font-medium text-ink">
              <input
                id={id}
                type="checkbox"
                className="h-5 w-5 rounded border-slate-400"
                checked={value === true}
                onChange={(e) => onChange(a.key, e.target.checked)}
              />
              {a.name}
            </label>
          );
        if (a.type === 'choice')
          control = (
            <select
              id={id}
              className={inputClass}
              value={text}
              onChange={(e) => onChange(a.key, e.target.value)}
              {...described}
            >
              <option value="">Not set</option>
              {a.values?.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          );
        else
          control = (
            <span className="relative block">
              <input
                id={id}
                className={`${inputClass} ${a.unit ? 'pr-14' : ''}`}
                value={text}
                onChange={(e) => onChange(a.key, e.target.value)}
                {...(a.type === 'number'
                  ? { type: 'number', inputMode: 'decimal' as const, step: 'any' }
                  : { maxLength: SPEC_LIMITS.text })}
                {...described}
              />
              {a.unit && (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-ink-muted"
                >
                  {a.unit}
                </span>
              )}
            </span>
          );
        return (
          <div key={a.key}>
            <label htmlFor={id} className={labelClass}>
              {a.name}
              {a.unit && <span className="sr-only"> in {a.unit}</span>}
            </label>
            {control}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-xs text-sale">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
