// The Show / Hide button inside a password field (docs/product.md#auth): sign-in's, and every
// field where a password is chosen (sign-up, reset, change).
interface Props {
  /** the password input's id */
  controls: string;
  shown: boolean;
  onToggle: () => void;
}

export default function ShowPasswordButton({ controls, shown, onToggle }: Props) {
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-controls={controls}
      onClick={onToggle}
      className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-600 hover:bg-brand-50"
    >
      {shown ? 'Hide' : 'Show'}
    </button>
  );
}
