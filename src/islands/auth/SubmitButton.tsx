export default function SubmitButton({
  sending,
  label,
  sendingLabel,
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={sending}
      className="w-full rounded-lg bg-brand-600 px-4 py-3 text-base font-semibold text-white transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
    >
      {sending ? sendingLabel : label}
    </button>
  );
}
