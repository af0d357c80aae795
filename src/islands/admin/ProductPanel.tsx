// Add/edit form of a product inside the slide-in panel. The spec's fields are checked in the order
// docs/product.md#validation gives and speak through alert(), as it says; the same image rules guard
// the server. Options, variants and specifications (docs/api.md#variants, #specifications) are
// checked with the server's own schemas and their problems shown next to the field they concern.
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { api } from '../../lib/api';
import { checkSpecs } from '../../lib/forms/specs';
import { checkProductImageCount, IMAGE_LIMITS, IMAGE_MESSAGES } from '../../lib/imageLimits';
import type { Category, Product, ProductImage } from '../../lib/types';
import { ImagePicker } from './ImagePicker';
import { PanelForm, PriceField, TextAreaField, TextField } from './PanelForm';
import { CheckboxField } from '../ui/CheckboxField';
import { rejectPickedImages } from './pickImages';
import { inputClass, labelClass } from './ui';
import { useUploadSave } from './useUploadSave';
import { firstAlert } from '../../lib/forms/formAlert';
import {
  PRODUCT_LABELS,
  PRODUCT_LIMITS,
  productCreateSchema,
  productCreateWithVariantsSchema,
} from '../../lib/forms/product';
import { ORDER_LIMITS } from '../../lib/forms/orderPlacement';
import { focusControl, problemOfMessage, type FieldProblem } from './fieldProblem';
import { SpecFields, specDrafts, specsPayload } from './SpecFields';
import { rowsFromProduct, sellingFields, variantsFormProblem, type OptionDraft, type VariantRow } from './variantRows';
import { VariantsSection } from './VariantsSection';

interface Props {
  open: boolean;
  /** null: create mode */
  product: Product | null;
  categories: Category[];
  categoriesError: string;
  onClose: () => void;
  onSaved: (product: Product, mode: 'create' | 'edit') => void;
}

export function ProductPanel({ open, product, categories, categoriesError, onClose, onSaved }: Props) {
  const mode = product ? 'edit' : 'create';
  const [name, setName] = useState(product?.name ?? '');
  const [price, setPrice] = useState(product ? String(product.price) : '');
  const [categoryId, setCategoryId] = useState(product?.category._id ?? '');
  const [stock, setStock] = useState(product ? String(product.stock) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [discount, setDiscount] = useState(product?.discount ?? '');
  const [compareAtPrice, setCompareAtPrice] = useState(
    product?.compareAtPrice == null ? '' : String(product.compareAtPrice),
  );
  const [featured, setFeatured] = useState(product?.featured ?? false);
  const [taxClass, setTaxClass] = useState<Product['taxClass']>(product?.taxClass ?? 'standard');
  const [maxPerOrder, setMaxPerOrder] = useState(String(product?.maxPerOrder ?? ORDER_LIMITS.maxQuantity));
  const [existing, setExisting] = useState<ProductImage[]>(product?.images ?? []);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [options, setOptions] = useState<OptionDraft[]>(product?.options ?? []);
  const [rows, setRows] = useState<VariantRow[]>(() => rowsFromProduct(product));
  const [specs, setSpecs] = useState(() => specDrafts(product?.specs));
  const [problem, setProblem] = useState<FieldProblem>(null);
  const upload = useUploadSave('Product');
  const sellsVariants = options.length > 0;
  const attributes = categories.find((c) => c._id === categoryId)?.attributes ?? [];

  function show(found: FieldProblem) {
    setProblem(found);
    focusControl(found);
    return Boolean(found);
  }
  const { progress, saving } = upload;

  function pick(picked: File[]) {
    const problem = rejectPickedImages(picked);
    if (problem) return window.alert(problem);
    if (existing.length + files.length + picked.length > IMAGE_LIMITS.productMaxImages)
      return window.alert(IMAGE_MESSAGES.tooMany);
    setFiles((f) => [...f, ...picked]);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (upload.isSaving()) return;
    const fields = { name, category: categoryId, description, discount, maxPerOrder };
    const alert = sellsVariants
      ? firstAlert(productCreateWithVariantsSchema, fields, PRODUCT_LABELS)
      : firstAlert(productCreateSchema, { ...fields, price, stock, compareAtPrice }, PRODUCT_LABELS);
    if (alert) return window.alert(alert);
    const count = checkProductImageCount(existing.length, files.length, mode);
    if (!count.ok) return window.alert(count.message);
    if (sellsVariants && show(variantsFormProblem(options, rows))) return;
    const specsSent = specsPayload(attributes, specs);
    const checkedSpecs = checkSpecs(attributes, specsSent);
    if ('problem' in checkedSpecs) {
      const [path, message] = checkedSpecs.problem;
      return void show({ path, message });
    }
    setProblem(null);

    const form = new FormData();
    form.set('name', name.trim());
    form.set('description', description.trim());
    form.set('category', categoryId);
    form.set('discount', discount.trim());
    form.set('specs', JSON.stringify(specsSent));
    const selling = sellingFields({
      options,
      rows,
      keptImages: new Set(existing.map((img) => img.public_id)),
      price,
      stock,
      compareAtPrice,
      stored: product,
    });
    for (const [field, value] of Object.entries(selling)) form.set(field, value);
    form.set('featured', String(featured));
    form.set('maxPerOrder', maxPerOrder.trim());
    form.set('taxClass', taxClass);
    if (product) {
      deleted.forEach((id) => form.append('deletedImages', id));
      existing.forEach((img) => form.append('existingImages', JSON.stringify(img)));
    }
    files.forEach((f) => form.append('images', f));

    await upload.save(
      (onProgress) =>
        product ? api.products.update(product._id, form, onProgress) : api.products.create(form, onProgress),
      Boolean(product),
      (res) => {
        const { notice } = res as { notice?: string };
        if (notice) toast.info(notice);
        onSaved(res.product, mode);
      },
      (message) => show(problemOfMessage(message)),
    );
  }

  return (
    <PanelForm
      open={open}
      noun="Product"
      editing={Boolean(product)}
      progress={progress}
      onClose={onClose}
      onSubmit={submit}
      wide
    >
      <TextField label="Title" value={name} onChange={setName} required maxLength={PRODUCT_LIMITS.name} />
      {!sellsVariants && (
        <div className="grid grid-cols-2 gap-4">
          <PriceField label="Price ($)" value={price} onChange={setPrice} required />
          <TextField
            label="Stock"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={stock}
            onChange={setStock}
            required
          />
        </div>
      )}
      <label className={labelClass}>
        Category
        <select className={inputClass} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} required>
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
              {c.isActive ? '' : ' (inactive)'}
            </option>
          ))}
        </select>
        {categoriesError && (
          <span className="mt-1 block text-xs text-sale">Categories could not be loaded: {categoriesError}</span>
        )}
      </label>
      <TextAreaField
        label="Description"
        value={description}
        onChange={setDescription}
        required
        rows={4}
        maxLength={PRODUCT_LIMITS.description}
      />
      {!sellsVariants && (
        <PriceField
          label={
            <>
              Original price ($){' '}
              <span className="font-normal text-ink-muted">(optional, above the price: shown struck through)</span>
            </>
          }
          value={compareAtPrice}
          onChange={setCompareAtPrice}
        />
      )}
      <TextField
        label={
          <>
            Discount{' '}
            <span className="font-normal text-ink-muted">
              (optional badge text, e.g. -20%; empty: the percentage off the original price)
            </span>
          </>
        }
        value={discount}
        onChange={setDiscount}
        maxLength={PRODUCT_LIMITS.discount}
      />
      <TextField
        label={
          <>
            Most units per order{' '}
            <span className="font-normal text-ink-muted">
              (1 to {ORDER_LIMITS.maxQuantity}; lower it for a product one buyer should not empty)
            </span>
          </>
        }
        type="number"
        inputMode="numeric"
        min={1}
        max={ORDER_LIMITS.maxQuantity}
        step={1}
        value={maxPerOrder}
        onChange={setMaxPerOrder}
        required
      />
      <label className={labelClass}>
        Tax class <span className="font-normal text-ink-muted">(which of the buyer&apos;s tax rates applies)</span>
        <select
          className={inputClass}
          value={taxClass}
          onChange={(e) => setTaxClass(e.target.value as Product['taxClass'])}
        >
          <option value="standard">Standard</option>
          <option value="reduced">Reduced</option>
          <option value="zero">Zero (no tax)</option>
        </select>
      </label>
      <CheckboxField
        label="Featured on the home page"
        checked={featured}
        onChange={setFeatured}
        className="font-medium"
      />
      <ImagePicker
        label="Images"
        hint={mode === 'create' ? 'At least 2 and at most 5 images.' : 'At most 5 images in total.'}
        existing={existing}
        onRemoveExisting={(img) => {
          setExisting((list) => list.filter((i) => i.public_id !== img.public_id));
          setDeleted((ids) => [...ids, img.public_id]);
        }}
        files={files}
        onPick={pick}
        onRemoveFile={(index) => setFiles((list) => list.filter((_, i) => i !== index))}
        multiple
        disabled={saving}
      />
      <VariantsSection
        options={options}
        rows={rows}
        onChange={(nextOptions, nextRows) => {
          setOptions(nextOptions);
          setRows(nextRows);
          setProblem(null);
        }}
        images={existing}
        problem={problem}
      />
      <fieldset className="min-w-0 space-y-3 border-t border-line pt-4">
        <legend className={`${labelClass} text-base`}>Specifications</legend>
        {categoryId ? (
          <SpecFields
            attributes={attributes}
            values={specs}
            onChange={(key, value) => {
              setSpecs((all) => ({ ...all, [key]: value }));
              setProblem(null);
            }}
            problem={problem}
          />
        ) : (
          <p className="text-sm text-ink-muted">Choose a category to fill in its specifications.</p>
        )}
      </fieldset>
    </PanelForm>
  );
}
