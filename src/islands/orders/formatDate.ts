/** Order dates as "Nov 22, 2026, 17:05" in the viewer's time zone (fixed locale, like prices). */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
