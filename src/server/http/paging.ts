// The optional `?q=&page=&limit=` of list calls: without any of them a list answers in full
// (the spec's clients); with one of them it answers one page plus total/page/pages.
import { z } from 'zod';
import { parseWith } from './endpoint';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface PageRequest {
  q: string;
  page: number;
  limit: number;
  offset: number;
}

const pageSchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  // a larger limit is capped rather than refused: clients asking for "everything" still get an answer
  limit: z.coerce.number().int().min(1).default(DEFAULT_PAGE_SIZE).transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** null when the URL asks for the plain (unpaged) list. */
export function pageRequest(url: URL): PageRequest | null {
  const p = url.searchParams;
  if (!p.has('q') && !p.has('page') && !p.has('limit')) return null;
  const raw = Object.fromEntries(['q', 'page', 'limit'].filter((k) => p.get(k) !== null && p.get(k) !== '').map((k) => [k, p.get(k)]));
  const { q, page, limit } = parseWith(pageSchema, raw);
  return { q, page, limit, offset: (page - 1) * limit };
}

export function pageInfo(total: number, req: PageRequest) {
  return { total, page: req.page, pages: Math.ceil(total / req.limit) };
}

/** A LIKE pattern matching `q` literally anywhere (its % and _ are not wildcards). */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
