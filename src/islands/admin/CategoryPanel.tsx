// Add/edit form of a category: title, description, exactly one image (required on create,
// optional replacement on edit) and the attributes its products' specifications follow, whose
// problems are shown next to their field (docs/api.md#specifications).
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api';
import { IMAGE_MESSAGES } from '../../lib/imageLimits';
import type { Category } from '../../lib/types';
import { CATEGORY_LABELS, CATEGORY_LIMITS, categoryCreateSchema } from '../../lib/forms/category';
import { firstAlert } from '../../lib/forms/formAlert';
import { ImagePicker } from './ImagePicker';
import { PanelForm, TextAreaField, TextField } from './PanelForm';
import { rejectPickedImages } from './pickImages';
import { useUploadSave } from './useUploadSave';
import { attributeDrafts, attributesPayload, attributesProblem, type AttributeDraft } from './attributeDrafts';
import { AttributesEditor } from './AttributesEditor';
import { focusControl, problemOfMessage, type FieldProblem } from './fieldProblem';

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
  const [problem, setProblem] = useState<FieldProblem>(null);
  const upload = useUploadSave('Category');

  function show(found: FieldProblem) {
    setProblem(found);
    focusControl(found);
    return Boolean(found);
  }
  const { progress, saving } = upload;

  function pick(picked: File[]) {
    if (picked.length > 1) return window.alert(IMAGE_MESSAGES.categoryOneImage);
    const problem = rejectPickedImages(picked);
    if (problem) return window.alert(problem);
    setFile(picked[0]);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (upload.isSaving()) return;
    // the exact text for an empty title (docs/product.md#validation); the description gets the same shape
    const problem = firstAlert(categoryCreateSchema, { name, description }, CATEGORY_LABELS);
    if (problem) return window.alert(problem);
    if (mode === 'create' && !file) return window.alert(IMAGE_MESSAGES.categoryImageRequired);
    if (show(attributesProblem(attributes))) return;

    const form = new FormData();
    form.set('name', name.trim());
    form.set('description', description.trim());
    if (file) form.set('image', file);
    form.set('attributes', JSON.stringify(attributesPayload(attributes)));

    await upload.save(
      (onProgress) =>
        category ? api.categories.update(category._id, form, onProgress) : api.categories.create(form, onProgress),
      Boolean(category),
      (res) => onSaved(res.category, mode),
      (message) => show(problemOfMessage(message)),
    );
  }

  const current = category && !file ? [{ url: category.image, public_id: category.imagePublicId || category._id }] : [];

  return (
    <PanelForm
      open={open}
      noun="Category"
      editing={Boolean(category)}
      progress={progress}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField label="Title" value={name} onChange={setName} required maxLength={CATEGORY_LIMITS.name} />
      <TextAreaField
        label="Description"
        value={description}
        onChange={setDescription}
        required
        rows={4}
        maxLength={CATEGORY_LIMITS.description}
      />
      <ImagePicker
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
