// The options a product is sold in (up to 3, e.g. Storage and Colour), each with its ordered
// values. A renamed option is passed up so the variant rows keep their values under the new name.
import { VARIANT_LIMITS } from '../../../lib/forms/variants';
import { Icon } from '../../ui/Icon';
import { bin } from '../../ui/icons/bin';
import { plus } from '../../ui/icons/plus';
import { messageFor, type FieldProblem } from '../kit/fieldProblem';
import { iconButton, inputClass, labelClass, secondaryButton } from '../kit/ui';
import type { OptionDraft } from './variantRows';
import { ValuesInput } from '../kit/ValuesInput';

interface Props {
  options: OptionDraft[];
  /** `rename`: an option's name changed from the first to the second */
  onChange: (options: OptionDraft[], rename?: [string, string]) => void;
  problem: FieldProblem;
}

export function OptionsEditor({ options, onChange, problem }: Props) {
  const set = (at: number, option: OptionDraft, rename?: [string, string]) =>
    onChange(
      options.map((o, i) => (i === at ? option : o)),
      rename,
    );
  const addMessage = messageFor(problem, 'options-add');

  return (
    <div className="space-y-3">
      {options.map((option, i) => {
        const nameId = `options-${i}-name`;
        const nameError = messageFor(problem, nameId);
        const title = option.name.trim() || `option ${i + 1}`;
        return (
          <div key={i} className="rounded-md border border-line p-3">
            <div className="flex items-end gap-2">
              <label htmlFor={nameId} className={`${labelClass} flex-1`}>
                Option {i + 1} name
                <input
                  id={nameId}
                  className={inputClass}
                  value={option.name}
                  maxLength={VARIANT_LIMITS.name}
                  placeholder={i === 0 ? 'e.g. Storage' : 'e.g. Colour'}
                  onChange={(e) => set(i, { ...option, name: e.target.value }, [option.name, e.target.value])}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? `${nameId}-error` : undefined}
                />
              </label>
              <button
                type="button"
                className={`${iconButton} mb-0.5 hover:text-sale`}
                onClick={() => onChange(options.filter((_, at) => at !== i))}
                aria-label={`Remove ${title}`}
              >
                <Icon icon={bin} className="h-5 w-5" />
              </button>
            </div>
            {nameError && (
              <p id={`${nameId}-error`} className="mt-1 text-xs text-sale">
                {nameError}
              </p>
            )}
            <div className="mt-3">
              <ValuesInput
                inputId={`options-${i}-values`}
                label={`Values of ${title}`}
                values={option.values}
                onChange={(values) => set(i, { ...option, values })}
                maxLength={VARIANT_LIMITS.value}
                max={VARIANT_LIMITS.values}
                error={messageFor(problem, `options-${i}-values`)}
              />
            </div>
          </div>
        );
      })}
      <button
        id="options-add"
        type="button"
        className={secondaryButton}
        disabled={options.length >= VARIANT_LIMITS.options}
        onClick={() => onChange([...options, { name: '', values: [] }])}
        aria-describedby={addMessage ? 'options-add-error' : undefined}
      >
        <Icon icon={plus} className="h-4 w-4" />
        Add option
      </button>
      {addMessage && (
        <p id="options-add-error" className="text-xs text-sale">
          {addMessage}
        </p>
      )}
    </div>
  );
}
