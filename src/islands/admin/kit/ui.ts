// Class names shared by the admin forms and tables, so every control has one look.
export const inputClass =
  'mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink placeholder:text-ink-muted focus:border-brand-500';
export const textareaClass =
  'mt-1 block min-h-24 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-muted focus:border-brand-500';
export const labelClass = 'block text-sm font-medium text-ink';
export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-line bg-white px-5 text-sm font-medium text-ink hover:bg-slate-100 disabled:opacity-60';
export const iconButton =
  'grid h-10 w-10 place-items-center rounded-md text-ink-soft hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40';
