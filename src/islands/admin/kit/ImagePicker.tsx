// Image field of both panels: the stored images (removable where allowed), the newly picked
// files as previews (removable), and one file input that only offers image files.
import { useEffect, useId, useMemo } from 'react';
import { IMAGE_LIMITS } from '../../../lib/imageLimits';
import type { ProductImage } from '../../../lib/types';
import { Icon } from '../../ui/Icon';
import { close } from '../../ui/icons/close';
import { plus } from '../../ui/icons/plus';
import { labelClass } from './ui';

interface Props {
  label: string;
  hint: string;
  existing: ProductImage[];
  /** absent: stored images cannot be removed (a category's image is only replaced) */
  onRemoveExisting?: (image: ProductImage) => void;
  files: File[];
  onPick: (files: File[]) => void;
  onRemoveFile: (index: number) => void;
  multiple: boolean;
  disabled?: boolean;
  /** the file input's id, so a form can move the focus to it */
  id?: string;
  /** the images' problem, shown under the hint ("At least 2 images are required.") */
  error?: string;
}

export function ImagePicker(props: Props) {
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const hintId = useId();
  const problemId = `${inputId}-problem`;
  const previews = useMemo(() => props.files.map((f) => URL.createObjectURL(f)), [props.files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  return (
    <fieldset>
      <legend className={labelClass}>{props.label}</legend>
      <p id={hintId} className="mt-1 text-xs text-ink-muted">
        {props.hint}
      </p>
      {props.error && (
        <p id={problemId} className="mt-1 text-sm text-sale">
          {props.error}
        </p>
      )}
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Selected images">
        {props.existing.map((img, i) => (
          <Thumb
            key={img.public_id}
            src={img.url}
            alt={`Current image ${i + 1}`}
            removeLabel={props.onRemoveExisting ? `Remove current image ${i + 1}` : undefined}
            onRemove={props.onRemoveExisting ? () => props.onRemoveExisting?.(img) : undefined}
            disabled={props.disabled}
          />
        ))}
        {props.files.map((file, i) => (
          <Thumb
            key={previews[i]}
            src={previews[i]}
            alt={`New image ${i + 1}: ${file.name}`}
            removeLabel={`Remove new image ${file.name}`}
            onRemove={() => props.onRemoveFile(i)}
            disabled={props.disabled}
            isNew
          />
        ))}
      </ul>
      <label
        htmlFor={inputId}
        className="mt-3 inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-dashed border-slate-400 px-4 text-sm font-medium text-ink focus-within:outline focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-slate-50"
      >
        <Icon icon={plus} className="h-4 w-4" />
        {props.multiple ? 'Add images' : 'Choose image'}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_LIMITS.accept}
          multiple={props.multiple}
          disabled={props.disabled}
          aria-describedby={props.error ? `${hintId} ${problemId}` : hintId}
          aria-invalid={props.error ? true : undefined}
          className="sr-only"
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []);
            e.target.value = '';
            if (picked.length) props.onPick(picked);
          }}
        />
      </label>
    </fieldset>
  );
}

interface ThumbProps {
  src: string;
  alt: string;
  removeLabel?: string;
  onRemove?: () => void;
  disabled?: boolean;
  isNew?: boolean;
}

function Thumb({ src, alt, removeLabel, onRemove, disabled, isNew }: ThumbProps) {
  return (
    <li className="relative aspect-square overflow-hidden rounded-md border border-line bg-slate-50">
      <img src={src} alt={alt} className="h-full w-full object-cover" />
      {isNew && (
        <span className="absolute bottom-1 left-1 rounded bg-brand-600 px-1.5 text-[11px] font-semibold text-white">
          New
        </span>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={removeLabel}
          className="absolute right-1 top-1 grid h-8 w-8 place-items-center rounded-full bg-white/90 text-ink shadow hover:bg-white hover:text-sale"
        >
          <Icon icon={close} className="h-4 w-4" />
        </button>
      )}
    </li>
  );
}
