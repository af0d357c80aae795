// Class names of the small buttons of a table row, kept apart from ./ui.ts: only some tables have them.
/** The small buttons of a table row ("View", "Mark read"). */
export const rowButton =
  'inline-flex h-9 items-center rounded-md border border-line px-3 text-xs font-medium text-ink hover:bg-slate-100 disabled:opacity-60';
export const rowPrimaryButton =
  'inline-flex h-9 items-center rounded-md bg-brand-600 px-3 text-xs font-semibold text-white hover:bg-brand-700 disabled:opacity-60';
