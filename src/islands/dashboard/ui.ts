// Shared classes of the customer area's forms and cards.
export const card = 'rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6';
export const primaryButton =
  'rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-ink-soft';
export const secondaryButton =
  'rounded-lg border border-line bg-white px-4 py-2 font-semibold text-ink hover:border-brand-500';
export const pageTitle = 'mb-6 text-2xl font-bold text-ink';
