// Readiness for load balancers, and the first database open of a starting server
// (the host, src/host/start.ts, calls it before announcing the shop, so the data-dir lock is taken at start).
import { sql } from 'drizzle-orm';
import { dbKind, getDb } from '../../server/db/client';
import { DataDirLockedError } from '../../server/db/lock';
import { errorResponse } from '../../server/http/edge';
import { handle, json } from '../../server/http/endpoint';
import { methodNotAllowed } from '../../server/http/methods';

export const prerender = false;

export const GET = handle(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return json({ success: true, database: await dbKind() });
  } catch (err) {
    if (err instanceof DataDirLockedError) return errorResponse(503, err.message);
    throw err;
  }
});

export const ALL = methodNotAllowed('GET');
