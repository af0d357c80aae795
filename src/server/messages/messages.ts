// Contact messages: stored with the shop's copy queued in one transaction, read and answered on
// the admin's Messages page; the answer is a mail through the outbox (docs/product.md).
import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { ContactMessageValue } from '../../lib/forms/contact';
import type { ContactMessage } from '../../lib/types';
import { limitRequests } from '../accounts/signinThrottle';
import { config } from '../config';
import type { Db } from '../db/client';
import { containsPattern } from '../db/errors';
import { messages } from '../db/schema';
import { notFound } from '../http/httpError';
import { offsetOf, pageInfo, type PageRequest } from '../http/listQuery';
import { queueMail } from '../mail/outbox';
import { readShopSettings } from '../settings/shopSettings';

type MessageRow = typeof messages.$inferSelect;

/** A person may write a few messages an hour; one address (an office, a script) a few more. */
const CONTACT_WINDOW_S = 3600;
const PER_EMAIL = 5;
const PER_ADDRESS = 10;

export function toContactMessage(row: MessageRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    read: row.readAt !== null,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /api/messages: throttled per e-mail and per client address (429 with Retry-After). */
export async function sendContactMessage(db: Db, input: ContactMessageValue, address: string): Promise<ContactMessage> {
  await limitRequests(
    db,
    [
      { key: `contact:${input.email}`, limit: PER_EMAIL },
      { key: `contact-ip:${address}`, limit: PER_ADDRESS },
    ],
    CONTACT_WINDOW_S,
    'messages',
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({ id: randomUUID(), ...input })
      .returning();
    // the support address of the shop's settings, else the one the server was started with
    const { supportEmail } = await readShopSettings(tx);
    await queueMail(tx, { to: supportEmail || config.mail.shopAddress, kind: 'contact-copy', data: { ...input } });
    return toContactMessage(row);
  });
}

/** Unread first, then newest first, optionally searched (name, e-mail, subject); with the number
 *  of unread messages for the tab's badge. */
export async function pageMessages(db: Db, req: Pick<PageRequest, 'q' | 'page' | 'limit'>) {
  const pattern = containsPattern(req.q);
  const where = req.q
    ? or(ilike(messages.name, pattern), ilike(messages.email, pattern), ilike(messages.subject, pattern))
    : undefined;
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(sql`${messages.readAt} is not null`, desc(messages.createdAt), asc(messages.id))
      .limit(req.limit)
      .offset(offsetOf(req)),
    db.select({ total: count() }).from(messages).where(where),
    db.select({ unread: count() }).from(messages).where(isNull(messages.readAt)),
  ]);
  return { messages: rows.map(toContactMessage), unread, ...pageInfo(total, req) };
}

export async function setMessageRead(db: Db, id: string, read: boolean): Promise<ContactMessage> {
  const [row] = await db
    .update(messages)
    .set({ readAt: read ? sql`coalesce(${messages.readAt}, now())` : null })
    .where(eq(messages.id, id))
    .returning();
  if (!row) throw notFound('Message');
  return toContactMessage(row);
}

/** The answer goes to the writer through the outbox; answering a message also marks it read. */
export async function replyToMessage(db: Db, id: string, reply: string): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ repliedAt: sql`now()`, readAt: sql`coalesce(${messages.readAt}, now())` })
      .where(eq(messages.id, id))
      .returning();
    if (!row) throw notFound('Message');
    await queueMail(tx, {
      to: row.email,
      kind: 'contact-reply',
      data: { name: row.name, subject: row.subject, reply, message: row.message },
    });
    return toContactMessage(row);
  });
}
