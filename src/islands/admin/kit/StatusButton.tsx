interface Props {
  /** true shows the "on" look (Active / active customer) */
  on: boolean;
  label: string;
  /** what the click does, for screen readers: "Deactivate Phone X" */
  actionLabel: string;
  busy?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** The status pill that toggles on click (product/category Active-Inactive, customer active-blocked). */
export function StatusButton({ on, label, actionLabel, busy = false, disabled = false, onClick }: Props) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy || disabled}
      aria-label={`${label}: ${actionLabel}`}
      title={actionLabel}
      className={`inline-flex h-8 min-w-20 items-center justify-center rounded-full px-3 text-xs font-semibold transition-colors disabled:cursor-not-allowed ${
        on ? 'bg-green-100 text-green-800 hover:bg-green-200' : 'bg-red-100 text-red-800 hover:bg-red-200'
      } ${busy ? 'opacity-60' : ''}`}
    >
      {label}
    </button>
  );
}
