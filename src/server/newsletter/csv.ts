// The subscriber list as CSV (RFC 4180), for a mailing-list service or a spreadsheet.
import type { NewsletterSubscriber } from '../../lib/types';

const COLUMNS = ['email', 'status', 'subscribedAt', 'confirmedAt', 'unsubscribedAt', 'createdAt'] as const;

/** Quoted when needed; a cell a spreadsheet would run as a formula (=, +, -, @) starts with '. */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function subscribersCsv(subscribers: NewsletterSubscriber[]): string {
  const lines = [COLUMNS.join(','), ...subscribers.map((s) => COLUMNS.map((c) => csvCell(s[c])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
