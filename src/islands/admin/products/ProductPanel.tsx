// Add/edit form of a product inside the slide-in panel. The spec's fields are checked with the
// server's own schema and image rules (docs/product.md#validation), every problem at once beside its
// field, the focus on the first; options, variants and specifications (docs/api.md#variants,
// #specifications) likewise, their problem next to the field it concerns. The server's refusal of a
// field is shown there too; any other is the "Failed to save product" toast.
import { useState, type FormEvent } from 'react';
import { showToast } from '../../../stores/toasts';
import { api } from '../../../lib/api';
import { checkSpecs } from '../../../lib/forms/specs';
import { checkProductImageCount, IMAGE_LIMITS, IMAGE_MESSAGES } from '../../../lib/imageLimits';
import type { Category, Product, ProductImage } from '../../../lib/types';
import { ImagePicker } from '../kit/ImagePicker';
import { FieldError, PanelForm, PriceField, problemAttributes, TextAreaField, TextField } from '../kit/PanelForm';
import { CheckboxField } from '../../ui/CheckboxField';
import { rejectPickedImages } from '../kit/pickImages';
import { inputClass, labelClass } from '../kit/ui';
import { fieldErrors, type FieldErrors } from '../../ui/fieldErrors';
import {
  PRODUCT_LABELS,
  PRODUCT_LIMITS,
  productCreateSchema,
  productCreateWithVariantsSchema,
} from '../../../lib/forms/product';
import { ORDER_LIMITS } from '../../../lib/forms/orderPlacement';
import type { FieldProblem } from '../kit/fieldProblem';
import { useUploadForm } from '../kit/useUploadForm';
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
  const { panel, errors, setErrors, problem, setProblem, edited, change, refuse, saving, isSaving, save } =
    useUploadForm({
      noun: 'Product',
      editing: Boolean(product),
      labels: PRODUCT_LABELS,
      imageField: 'images',
      isImageRefusal: (message) => IMAGE_REFUSALS.has(message),
    });
  const sellsVariants = options.length > 0;
  const attributes = categories.find((c) => c._id === categoryId)?.attributes ?? [];

  function pick(picked: File[]) {
    const refused =
      rejectPickedImages(picked) ??
      (existing.length + files.length + picked.length > IMAGE_LIMITS.productMaxImages ? IMAGE_MESSAGES.tooMany : '');
    setErrors((shown) => ({ ...shown, images: refused }));
    if (!refused) setFiles((f) => [...f, ...picked]);
  }

  /** Every problem of the spec's fields and the images, each under its field ("Title is required."). */
  function fieldProblems(): FieldErrors {
    const fields = { name, category: categoryId, description, discount, maxPerOrder };
    const parsed = sellsVariants
      ? productCreateWithVariantsSchema.safeParse(fields)
      : productCreateSchema.safeParse({ ...fields, price, stock, compareAtPrice });
    const found = parsed.error ? fieldErrors(parsed.error, PRODUCT_LABELS) : {};
    const count = checkProductImageCount(existing.length, files.length, mode);
    return count.ok ? found : { ...found, images: count.message };
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (isSaving()) return;
    const found = fieldProblems();
    const specsSent = specsPayload(attributes, specs);
    const checkedSpecs = checkSpecs(attributes, specsSent);
    const jsonProblem: FieldProblem =
      (sellsVariants ? variantsFormProblem(options, rows, attributes) : null) ??
      ('problem' in checkedSpecs ? { path: checkedSpecs.problem[0], message: checkedSpecs.problem[1] } : null);
    if (refuse(found, jsonProblem)) return;

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

    await save(
      (onProgress) =>
        product ? api.products.update(product._id, form, onProgress) : api.products.create(form, onProgress),
      (res) => {
        const { notice } = res as { notice?: string };
        if (notice) showToast(notice, { tone: 'info' });
        onSaved(res.product, mode);
      },
    );
  }

  return (
    <PanelForm {...panel} open={open} onClose={onClose} onSubmit={submit} wide>
      <TextField
        label="Title"
        value={name}
        onChange={change(setName, 'name')}
        error={errors.name}
        required
        maxLength={PRODUCT_LIMITS.name}
      />
      {!sellsVariants && (
        <div className="grid grid-cols-2 gap-4">
          <PriceField
            label="Price ($)"
            value={price}
            onChange={change(setPrice, 'price')}
            error={errors.price}
            required
          />
          <TextField
            label="Stock"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={stock}
            onChange={change(setStock, 'stock')}
            error={errors.stock}
            required
          />
        </div>
      )}
      <div>
        <label htmlFor="product-category" className={labelClass}>
          Category
        </label>
        <select
          id="product-category"
          className={inputClass}
          value={categoryId}
          onChange={(e) => change(setCategoryId, 'category')(e.target.value)}
          required
          {...problemAttributes('product-category', errors.category)}
        >
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c._id} value={c._id}>
              {c.name}
              {c.isActive ? '' : ' (inactive)'}
            </option>
          ))}
        </select>
        <FieldError id="product-category-problem" message={errors.category} />
        {categoriesError && (
          <span className="mt-1 block text-xs text-sale">Categories could not be loaded: {categoriesError}</span>
        )}
      </div>
      <TextAreaField
        label="Description"
        value={description}
        onChange={change(setDescription, 'description')}
        error={errors.description}
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
          onChange={change(setCompareAtPrice, 'compareAtPrice')}
          error={errors.compareAtPrice}
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
        onChange={change(setDiscount, 'discount')}
        error={errors.discount}
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
        onChange={change(setMaxPerOrder, 'maxPerOrder')}
        error={errors.maxPerOrder}
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
        id="product-images"
        label="Images"
        hint={mode === 'create' ? 'At least 2 and at most 5 images.' : 'At most 5 images in total.'}
        error={errors.images}
        existing={existing}
        onRemoveExisting={(img) => {
          setExisting((list) => list.filter((i) => i.public_id !== img.public_id));
          setDeleted((ids) => [...ids, img.public_id]);
          edited('images');
        }}
        files={files}
        onPick={pick}
        onRemoveFile={(index) => {
          setFiles((list) => list.filter((_, i) => i !== index));
          edited('images');
        }}
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
        attributes={attributes}
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

/** the server's refusals of the images, which name no field (src/lib/imageLimits.ts) */
const IMAGE_REFUSALS = new Set<string>(Object.values(IMAGE_MESSAGES));
