// A labelled checkbox, the label text beside the box.
interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** the label's classes besides its layout (spacing, weight) */
  className?: string;
}

export function CheckboxField({ label, checked, onChange, className = '' }: Props) {
  return (
    <label className={`flex items-center gap-2 text-sm text-ink ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 rounded border-slate-400"
      />
      {label}
    </label>
  );
}
