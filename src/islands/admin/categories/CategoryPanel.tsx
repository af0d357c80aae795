// Add/edit form of a category: title, description, exactly one image (required on create,
// optional replacement on edit) and the attributes its products' specifications follow. Every
// problem is shown at once next to its field ("Title is required.", "Image is required!",
// docs/product.md#validation; docs/api.md#specifications), the server's refusal of a field too.
import { useState, type FormEvent } from 'react';
import { api } from '../../../lib/api';
import { IMAGE_MESSAGES } from '../../../lib/imageLimits';
import type { Category } from '../../../lib/types';
import { CATEGORY_LABELS, CATEGORY_LIMITS, categoryCreateSchema } from '../../../lib/forms/category';
import { fieldErrors } from '../../ui/fieldErrors';
import { useUploadForm } from '../kit/useUploadForm';
import { ImagePicker } from '../kit/ImagePicker';
import { PanelForm, TextAreaField, TextField } from '../kit/PanelForm';
import { rejectPickedImages } from '../kit/pickImages';
import { attributeDrafts, attributesPayload, attributesProblem, type AttributeDraft } from './attributeDrafts';
import { AttributesEditor } from './AttributesEditor';

interface Props {
  open: boolean;
  /** null: create mode */
  category: Category | null;
  onClose: () => void;
  onSaved: (category: Category, mode: 'create' | 'edit') => void;
}

export function CategoryPanel({ open, category, onClose, onSaved }: Props) {
  const mode = category ? 'edit' : 'create';
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [attributes, setAttributes] = useState<AttributeDraft[]>(() => attributeDrafts(category?.attributes));
  const { panel, errors, setErrors, problem, setProblem, change, refuse, saving, isSaving, save } = useUploadForm({
    noun: 'Category',
    editing: Boolean(category),
    labels: CATEGORY_LABELS,
    imageField: 'image',
    isImageRefusal: (message) => message === IMAGE_MESSAGES.categoryImageRequired,
  });

  function pick(picked: File[]) {
    const refused = picked.length > 1 ? IMAGE_MESSAGES.categoryOneImage : rejectPickedImages(picked);
    setErrors((shown) => ({ ...shown, image: refused ?? '' }));
    if (!refused) setFile(picked[0]);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (isSaving()) return;
    // the exact text for an empty title (docs/product.md#validation); the description gets the same shape
    const parsed = categoryCreateSchema.safeParse({ name, description });
    const found = parsed.error ? fieldErrors(parsed.error, CATEGORY_LABELS) : {};
    if (mode === 'create' && !file) found.image = IMAGE_MESSAGES.categoryImageRequired;
    if (refuse(found, attributesProblem(attributes))) return;

    const form = new FormData();
    form.set('name', name.trim());
    form.set('description', description.trim());
    if (file) form.set('image', file);
    form.set('attributes', JSON.stringify(attributesPayload(attributes)));

    await save(
      (onProgress) =>
        category ? api.categories.update(category._id, form, onProgress) : api.categories.create(form, onProgress),
      (res) => onSaved(res.category, mode),
    );
  }

  const current = category && !file ? [{ url: category.image, public_id: category.imagePublicId || category._id }] : [];

  return (
    <PanelForm {...panel} open={open} onClose={onClose} onSubmit={submit}>
      <TextField
        label="Title"
        value={name}
        onChange={change(setName, 'name')}
        error={errors.name}
        required
        maxLength={CATEGORY_LIMITS.name}
      />
      <TextAreaField
        label="Description"
        value={description}
        onChange={change(setDescription, 'description')}
        error={errors.description}
        required
        rows={4}
        maxLength={CATEGORY_LIMITS.description}
      />
      <ImagePicker
        id="category-image"
        error={errors.image}
        label="Image"
        hint={mode === 'create' ? 'One image is required.' : 'Choose a file to replace the current image.'}
        existing={current}
        files={file ? [file] : []}
        onPick={pick}
        onRemoveFile={() => setFile(null)}
        multiple={false}
        disabled={saving}
      />
      <AttributesEditor
        attributes={attributes}
        onChange={(next) => {
          setAttributes(next);
          setProblem(null);
        }}
        problem={problem}
      />
    </PanelForm>
  );
}
