import { parseListQuery } from '../../../../server/http/listQuery';
import { methodNotAllowed } from '../../../../server/http/methods';
import { subscribersCsv } from '../../../../server/newsletter/csv';
import { allSubscribers, subscriberFilters } from '../../../../server/newsletter/subscribers';
import { adminHandle } from '../../../../server/http/adminEndpoint';

export const prerender = false;

/** Admin: every subscriber the same `q` and `status` give, as a CSV file (not paged). */
export const GET = adminHandle(async ({ url }, db) => {
  const listing = parseListQuery(url.searchParams, subscriberFilters);
  const filter = listing.paged ? { q: listing.q, status: listing.status } : { q: '' };
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(await allSubscribers(db, filter)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});

export const ALL = methodNotAllowed('GET');
