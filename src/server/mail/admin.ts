// The admin's view of the outbox (the Messages page's second tab): every mail, newest first, one
// mail's text and links, and "send again" for one the delivery loop gave up on.
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OutboxMail, OutboxMailBody } from '../../lib/types';
import type { Db } from '../db/client';
import { containsPattern } from '../db/errors';
import { outbox } from '../db/schema';
import { HttpError, notFound } from '../http/httpError';
import { offsetOf, pageInfo, type PageRequest } from '../http/listQuery';
import { wakeDelivery } from './outbox';
import { linksOf } from './transport';

type OutboxRow = typeof outbox.$inferSelect;

function toOutboxMail(row: Omit<OutboxRow, 'html' | 'text' | 'replyTo' | 'listUnsubscribe'>): OutboxMail {
  return {
    _id: row.id,
    to: row.to,
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    tries: row.tries,
    lastError: row.lastError,
    nextTryAt: row.nextTryAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

const listed = {
  id: outbox.id,
  to: outbox.to,
  kind: outbox.kind,
  subject: outbox.subject,
  messageId: outbox.messageId,
  status: outbox.status,
  tries: outbox.tries,
  lastError: outbox.lastError,
  nextTryAt: outbox.nextTryAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

/** Newest first, optionally searched (recipient, subject). */
export async function pageOutbox(db: Db, req: Pick<PageRequest, 'q' | 'page' | 'limit'>) {
  const pattern = containsPattern(req.q);
  const where = req.q ? or(ilike(outbox.to, pattern), ilike(outbox.subject, pattern)) : undefined;
  const [rows, [{ total }], [{ failed }]] = await Promise.all([
    db
      .select(listed)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(req.limit)
      .offset(offsetOf(req)),
    db.select({ total: count() }).from(outbox).where(where),
    db.select({ failed: count() }).from(outbox).where(eq(outbox.status, 'failed')),
  ]);
  return { mails: rows.map(toOutboxMail), failed, ...pageInfo(total, req) };
}

/** One mail with its text and links (the HTML part says the same); 404 when there is none. */
export async function readMail(db: Db, id: string): Promise<OutboxMailBody> {
  const [row] = await db
    .select({ ...listed, text: outbox.text, replyTo: outbox.replyTo })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw notFound('Mail');
  return { ...toOutboxMail(row), text: row.text, links: linksOf(row.text), replyTo: row.replyTo };
}

/** A failed mail gets a new round of tries, with the same Message-ID. */
export async function retryMail(db: Db, id: string): Promise<OutboxMail> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', tries: 0, nextTryAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning(listed);
  if (row) {
    wakeDelivery();
    return toOutboxMail(row);
  }
  const [exists] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id));
  if (!exists) throw notFound('Mail');
  throw new HttpError(409, `Only a failed mail can be sent again; this one is ${exists.status}.`);
}
