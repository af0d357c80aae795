// A back-office endpoint: the database and the signed-in admin (or editor) first, as every one of
// them starts, then the handler, with handle()'s answers to errors around it all.
import type { APIContext, APIRoute } from 'astro';
import { requireAdmin, requireEditor, type UserRow } from '../accounts/auth';
import { getDb, type Db } from '../db/client';
import { handle } from './endpoint';

type Handler = (ctx: APIContext, db: Db, user: UserRow) => Promise<Response>;

const guarded =
  (requireRole: (db: Db, request: Request) => Promise<UserRow>) =>
  (fn: Handler): APIRoute =>
    handle(async (ctx) => {
      const db = await getDb();
      return fn(ctx, db, await requireRole(db, ctx.request));
    });

/** Admins only: 401 without a valid token, 403 for any other role. */
export const adminHandle = guarded(requireAdmin);

/** Content editors and admins. */
export const editorHandle = guarded(requireEditor);
