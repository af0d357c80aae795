// The delivery loop, one per server process: takes due outbox rows, sends them, and writes down
// what happened. Taking a row moves its next_try_at a lease ahead in the same statement
// (FOR UPDATE SKIP LOCKED), so no other server takes it meanwhile, however many run on one
// database; a server that dies while sending leaves the row to be taken again once the lease
// is over, with the same Message-ID. Nothing here throws: a mail server or database fault is
// logged and tried again later.
import { AsyncResource } from 'node:async_hooks';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { describeForLog } from '../db/outage';
import { outbox } from '../db/schema';
import { onShutdown } from '../lifecycle';
import { log } from '../log';
import { onMailQueued } from './outbox';
import { MAX_TRIES, retryDelaySeconds } from './schedule';
import { openTransport, type MailTransport, type OutgoingMail } from './transport';

const mailLog = log.child({ scope: 'mail' });

/** How often the loop looks for rows other servers queued (or whose retry is due). */
const POLL_MS = 3_000;
/** A wake comes while the queuing transaction is still open: look soon, and again once a slow one has committed. */
const AFTER_WAKE_MS = 50;
const RECHECK_MS = 1_000;
const BATCH = 25;
/** Longer than a send can take (transport.ts's timeouts), so a row is never taken twice while it is sent. */
const LEASE_S = 120;
const ERROR_TEXT_MAX = 500;

type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  reply_to: string | null;
  message_id: string;
  list_unsubscribe: string | null;
  tries: number;
  created_at: Date | string;
};

async function claim(db: Db): Promise<ClaimedRow[]> {
  const result = await db.execute<ClaimedRow>(sql`
    update outbox set next_try_at = now() + ${`${LEASE_S} seconds`}::interval, tries = tries + 1
    where id in (
      select id from outbox
      where status in ('queued', 'retrying') and next_try_at <= now()
      order by next_try_at
      limit ${BATCH}
      for update skip locked)
    returning id, "to", subject, html, text, reply_to, message_id, list_unsubscribe, tries, created_at`);
  return result.rows;
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, ERROR_TEXT_MAX);

/** Sends one claimed row; a failure is written down at once, a success is left to markDelivered. */
async function deliver(db: Db, transport: MailTransport, row: ClaimedRow): Promise<string | null> {
  const mail: OutgoingMail = {
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    replyTo: row.reply_to,
    messageId: row.message_id,
    listUnsubscribe: row.list_unsubscribe,
    createdAt: new Date(row.created_at),
  };
  try {
    await transport.send(mail);
  } catch (err) {
    const error = errorText(err);
    const tries = Number(row.tries);
    if (tries >= MAX_TRIES) {
      await db.execute(sql`update outbox set status = 'failed', last_error = ${error} where id = ${row.id}`);
      mailLog.error({ to: row.to, messageId: row.message_id, tries }, `gave up on the mail "${row.subject}": ${error}`);
    } else {
      const wait = `${retryDelaySeconds(tries)} seconds`;
      await db.execute(sql`
        update outbox set status = 'retrying', last_error = ${error}, next_try_at = now() + ${wait}::interval
        where id = ${row.id}`);
    }
    return error;
  }
  return null;
}

/** Rows that went out, written down. A sent mail is written down at once (the back-office shows
 *  it sent, and a crash does not send it twice); mails only written to the log are written down
 *  per claim, in one statement, as a busy shop logs one per order. Until it is written a row
 *  is still leased, so no other server takes it meanwhile. */
async function markDelivered(db: Db, transport: MailTransport, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const status = transport.kind === 'smtp' ? 'sent' : 'logged';
  await db
    .update(outbox)
    .set({ status, sentAt: sql`now()`, lastError: null })
    .where(inArray(outbox.id, ids));
}

export interface MailDelivery {
  stop(): Promise<void>;
}

/**
 * Starts this process's delivery loop (the production host after listening, `astro dev` from
 * the integration); it stops on shutdown. Says once whether mail is sent or only logged.
 */
export async function startMailDelivery(openDb: () => Promise<Db>): Promise<MailDelivery> {
  const transport = await openTransport();
  if (transport.kind === 'log')
    mailLog.info(
      'Mail delivery is off: mails are written to this log and kept in the outbox as "logged". Set SMTP_URL (and MAIL_FROM) to send them (docs/operations.md#mail).',
    );
  else mailLog.info(`Mail delivery is on: mails are sent through ${transport.describe}.`);

  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let recheck = false;
  let timer: NodeJS.Timeout | null = null;
  let timerAt = Infinity;
  let lastProblem = '';
  let lastProblemAt = 0;

  // one line per kind of trouble a minute, not one per mail and try
  const problem = (line: string) => {
    const now = Date.now();
    if (line === lastProblem && now - lastProblemAt < 60_000) return;
    lastProblem = line;
    lastProblemAt = now;
    mailLog.warn(line);
  };

  // a wake comes from inside a request: the passes it starts are the loop's, not that request's
  // (log lines would carry its request id)
  const fire = AsyncResource.bind(() => {
    timer = null;
    timerAt = Infinity;
    run();
  });

  const schedule = (ms: number) => {
    if (stopped) return;
    const at = Date.now() + ms;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(fire, ms);
    timer.unref();
  };

  async function pass(): Promise<void> {
    const db = await openDb();
    for (;;) {
      const rows = await claim(db);
      if (!rows.length) return;
      const delivered: string[] = [];
      for (const [i, row] of rows.entries()) {
        if (stopped) {
          await markDelivered(db, transport, delivered);
          // given back at once, so another server (or the next start) need not wait out the lease
          const ids = rows.slice(i).map((r) => r.id);
          await db
            .update(outbox)
            .set({ nextTryAt: sql`now()`, tries: sql`${outbox.tries} - 1` })
            .where(inArray(outbox.id, ids));
          return;
        }
        const error = await deliver(db, transport, row);
        if (error) problem(`A mail could not be sent and will be tried again (${error}).`);
        else if (transport.kind === 'smtp') await markDelivered(db, transport, [row.id]);
        else delivered.push(row.id);
      }
      await markDelivered(db, transport, delivered);
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((err: unknown) => problem(`The outbox could not be read: ${describeForLog(err)}; trying again shortly.`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        } else if (recheck) {
          recheck = false;
          schedule(RECHECK_MS);
        } else schedule(POLL_MS);
      });
  }

  onMailQueued(() => {
    recheck = true;
    schedule(AFTER_WAKE_MS);
  });
  run();

  const delivery: MailDelivery = {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      onMailQueued(() => undefined);
      await running;
      transport.close();
    },
  };
  onShutdown('mail delivery', () => delivery.stop());
  return delivery;
}
