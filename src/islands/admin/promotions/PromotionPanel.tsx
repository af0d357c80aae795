// Add/edit form of a promotion: every field of the API's body, checked with the server's schema
// before sending (src/lib/forms/promotion.ts); each problem, the server's 400 included, is shown
// beside the field it names and the focus moves there.
import { FormError } from '../kit/FormError';
import { useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { PROMOTION_LIMITS } from '../../../lib/forms/promotion';
import type { Promotion } from '../../../lib/types';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';
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
import { inputClass, labelClass } from '../kit/ui';
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

/** The hint and the problem of a field, as its control's aria-describedby. */
function describedBy(field: DraftField, problem: string | undefined): string | undefined {
  const ids = [HINTS[field] && `${fieldId(field)}-hint`, problem && `${fieldId(field)}-problem`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function PromotionPanel({ promotion, zone, categories, products, listsError, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<PromotionDraft>(() => (promotion ? draftOf(promotion, zone) : emptyDraft()));
  const [problems, setProblems] = useState<DraftProblems>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  function set<K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = (key === 'categories' || key === 'products' ? 'target' : key) as DraftField;
    setProblems((p) => ({ ...p, [field]: undefined }));
  }

  function show(found: DraftProblems) {
    setProblems(found);
    const first = DRAFT_FIELDS.find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
    return Boolean(first);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    setFormError('');
    if (show(draftProblems(draft))) return;
    setSaving(true);
    try {
      const res = promotion
        ? await api.promotions.update(promotion._id, bodyOf(draft))
        : await api.promotions.create(bodyOf(draft));
      showToast(res.message);
      onSaved(res.promotion, promotion ? 'edit' : 'create');
    } catch (err) {
      if (handledAuthFailure(err)) return;
      const message = errorMessage(err);
      const named = problemOfServer(message);
      if (!named || !show(named)) setFormError(message);
    } finally {
      setSaving(false);
    }
  }

  const input = (field: DraftField & keyof PromotionDraft, rest: InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={fieldId(field)}
      className={inputClass}
      value={draft[field] as string}
      onChange={(e) => set(field, e.target.value)}
      aria-invalid={problems[field] ? true : undefined}
      aria-describedby={describedBy(field, problems[field])}
      {...rest}
    />
  );

  return (
    <PanelForm
      open
      noun="Promotion"
      editing={Boolean(promotion)}
      progress={null}
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormError message={formError} />
      <Field field="name" label="Name" problem={problems.name}>
        {input('name', { maxLength: PROMOTION_LIMITS.name, required: true })}
      </Field>
      <Field field="code" label="Code" problem={problems.code}>
        {input('code', { maxLength: PROMOTION_LIMITS.code, autoCapitalize: 'characters', spellCheck: false })}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field="type" label="Type" problem={problems.type}>
          <select
            id={fieldId('type')}
            className={inputClass}
            value={draft.type}
            onChange={(e) => set('type', e.target.value as PromotionDraft['type'])}
          >
            <option value="percentage">Percentage off</option>
            <option value="fixed">Amount off</option>
            <option value="free_shipping">Free shipping</option>
          </select>
        </Field>
        {draft.type !== 'free_shipping' && (
          <Field
            field="value"
            label={draft.type === 'percentage' ? 'Percent off' : 'Amount off ($)'}
            problem={problems.value}
          >
            {input('value', {
              type: 'number',
              inputMode: 'decimal',
              step: '0.01',
              min: draft.type === 'percentage' ? 1 : 0.01,
              max: draft.type === 'percentage' ? 100 : undefined,
            })}
          </Field>
        )}
      </div>
      <TargetPicker
        categories={categories}
        products={products}
        picked={{ categories: draft.categories, products: draft.products }}
        onChange={(picked) => {
          set('categories', picked.categories);
          set('products', picked.products);
        }}
        loadError={listsError}
        problem={problems.target}
      />
      {draft.variants.length > 0 && (
        <p className="text-xs text-ink-muted">Also {plural(draft.variants.length, 'variant')}, kept as they are.</p>
      )}
      <Field field="minSubtotal" label="Minimum subtotal ($)" problem={problems.minSubtotal}>
        {input('minSubtotal', { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' })}
      </Field>
      <p className="-mb-2 text-sm text-ink-soft">
        Dates are shop time ({zone}), whatever this browser&apos;s time zone.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field="startsAt" label="Starts (shop time)" problem={problems.startsAt}>
          {input('startsAt', { type: 'datetime-local' })}
        </Field>
        <Field field="endsAt" label="Ends (shop time)" problem={problems.endsAt}>
          {input('endsAt', { type: 'datetime-local' })}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field="usageLimit" label="Usage limit" problem={problems.usageLimit}>
          {input('usageLimit', { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
        </Field>
        <Field field="perCustomerLimit" label="Per-customer limit" problem={problems.perCustomerLimit}>
          {input('perCustomerLimit', { type: 'number', inputMode: 'numeric', min: 1, step: 1 })}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            id={fieldId('combinable')}
            type="checkbox"
            className="h-4 w-4"
            checked={draft.combinable}
            onChange={(e) => set('combinable', e.target.checked)}
          />
          Combinable with other promotions
        </label>
        <Field field="priority" label="Priority" problem={problems.priority}>
          {input('priority', {
            type: 'number',
            inputMode: 'numeric',
            step: 1,
            min: -PROMOTION_LIMITS.priority,
            max: PROMOTION_LIMITS.priority,
          })}
        </Field>
      </div>
    </PanelForm>
  );
}

/** A label, its control, a hint and the field's problem (the control points at both). */
function Field({
  field,
  label,
  problem,
  children,
}: {
  field: DraftField;
  label: string;
  problem?: string;
  children: ReactNode;
}) {
  const hint = HINTS[field];
  return (
    <div>
      <label htmlFor={fieldId(field)} className={labelClass}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${fieldId(field)}-problem`} className="mt-1 text-sm text-sale">
          {problem}
        </p>
      )}
    </div>
  );
}
