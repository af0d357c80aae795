// Add/edit form of a promotion: every field of the API's body, checked with the server's schema
// before sending (src/lib/forms/promotion.ts); each problem, the server's 400 included, is shown
// beside the field it names and the focus moves there.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { PROMOTION_LIMITS } from '../../../lib/forms/promotion';
import type { Promotion } from '../../../lib/types';
import { PathField } from '../kit/PathField';
import { PathInput } from '../kit/PathInput';
import { focusFirstOf, useFormState } from '../kit/useFormState';
import { FormError } from '../kit/FormError';
import { PanelForm } from '../kit/PanelForm';
import {
  DRAFT_FIELDS,
  bodyOf,
  draftOf,
  draftProblems,
  emptyDraft,
  problemOfServer,
  type DraftField,
  type DraftProblems,
  type PromotionDraft,
} from './promotionDraft';
import { TargetPicker } from './TargetPicker';
import { inputClass } from '../kit/ui';
import { plural } from '../../../lib/plural';

interface Named {
  _id: string;
  name: string;
}

interface Props {
  /** null: create mode */
  promotion: Promotion | null;
  zone: string;
  categories: Named[];
  products: Named[];
  listsError?: string;
  onClose: () => void;
  onSaved: (promotion: Promotion, mode: 'create' | 'edit') => void;
}

const fieldId = (field: DraftField) => `promotion-${field}`;

const HINTS: Partial<Record<DraftField, string>> = {
  code: 'Empty: automatic, applies to every cart that qualifies.',
  minSubtotal: 'Before any discount. Empty: none.',
  startsAt: 'Empty: from now.',
  endsAt: 'Empty: never.',
  usageLimit: 'Orders in all. Empty: no limit.',
  perCustomerLimit: 'Per e-mail for guests. Empty: no limit.',
  priority: 'Higher applies first.',
};

export function PromotionPanel({ promotion, zone, categories, products, listsError, onClose, onSaved }: Props) {
  const { draft, problems, formError, saving, set, show, submitter } = useFormState<PromotionDraft, DraftProblems>({
    initial: () => (promotion ? draftOf(promotion, zone) : emptyDraft()),
    focusFirst: focusFirstOf(DRAFT_FIELDS, fieldId),
    problemOfServer,
  });
  // the picked categories and products are one field, the target, to the schema
  const change = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    set(key, value, key === 'categories' || key === 'products' ? 'target' : String(key));

  const submit = submitter(
    () =>
      !show(draftProblems(draft)) &&
      (async () => {
        const res = promotion
          ? await api.promotions.update(promotion._id, bodyOf(draft))
          : await api.promotions.create(bodyOf(draft));
        showToast(res.message);
        onSaved(res.promotion, promotion ? 'edit' : 'create');
      }),
  );

  const input = (
    field: DraftField & keyof PromotionDraft,
    label: string,
    rest: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> = {},
  ) => (
    <PathInput
      id={fieldId(field)}
      label={label}
      hint={HINTS[field]}
      problem={problems[field]}
      value={draft[field] as string}
      onValue={(value) => change(field, value)}
      {...rest}
    />
  );

  return (
    <PanelForm noun="Promotion" editing={Boolean(promotion)} saving={saving} onClose={onClose} onSubmit={submit}>
      <FormError message={formError} />
      {input('name', 'Name', { maxLength: PROMOTION_LIMITS.name, required: true })}
      {input('code', 'Code', { maxLength: PROMOTION_LIMITS.code, autoCapitalize: 'characters', spellCheck: false })}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field="type" label="Type" problem={problems.type}>
          <select
            id={fieldId('type')}
            className={inputClass}
            value={draft.type}
            onChange={(e) => change('type', e.target.value as PromotionDraft['type'])}
          >
            <option value="percentage">Percentage off</option>
            <option value="fixed">Amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        </Field>
        {draft.type !== 'free_shipping' &&
          input('value', draft.type === 'percentage' ? 'Percent off' : 'Amount off ($)', {
            type: 'number',
            inputMode: 'decimal',
            step: '0.01',
            min: draft.type === 'percentage' ? 1 : 0.01,
            max: draft.type === 'percentage' ? 100 : undefined,
          })}
      </div>
      <TargetPicker
        categories={categories}
        products={products}
        picked={{ categories: draft.categories, products: draft.products }}
        onChange={(picked) => {
          change('categories', picked.categories);
          change('products', picked.products);
        }}
        loadError={listsError}
        problem={problems.target}
      />
      {draft.variants.length > 0 && (
        <p className="text-xs text-ink-muted">Also {plural(draft.variants.length, 'variant')}, kept as they are.</p>
      )}
      {input('minSubtotal', 'Minimum subtotal ($)', { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' })}
      <p className="-mb-2 text-sm text-ink-soft">
        Dates are shop time ({zone}), whatever this browser&apos;s time zone.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('startsAt', 'Starts (shop time)', { type: 'datetime-local' })}
        {input('endsAt', 'Ends (shop time)', { type: 'datetime-local' })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('usageLimit', 'Usage limit', { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
        {input('perCustomerLimit', 'Per-customer limit', { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            id={fieldId('combinable')}
            type="checkbox"
            className="h-4 w-4"
            checked={draft.combinable}
            onChange={(e) => change('combinable', e.target.checked)}
          />
          Combinable with other promotions
        </label>
        {input('priority', 'Priority', {
          type: 'number',
          inputMode: 'numeric',
          step: 1,
          min: -PROMOTION_LIMITS.priority,
          max: PROMOTION_LIMITS.priority,
        })}
      </div>
    </PanelForm>
  );
}

/** A label, its control, a hint and the field's problem (the control points at both). */
const Field = ({ field, ...rest }: { field: DraftField; label: string; problem?: string; children: ReactNode }) => (
  <PathField id={fieldId(field)} hint={HINTS[field]} {...rest} />
);
