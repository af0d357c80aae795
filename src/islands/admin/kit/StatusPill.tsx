// A row's state as a coloured pill ("Sent", "Confirmed"): each table names its states' looks.
export interface PillLook {
  label: string;
  className: string;
}

export const StatusPill = ({ look }: { look: PillLook }) => (
  <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${look.className}`}>{look.label}</span>
);
