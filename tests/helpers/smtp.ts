// A real SMTP server on loopback for the tests (smtp-server, no STARTTLS, optional auth): the
// shop sends to it as to any provider, and the tests read what arrived, parsed (mailparser).
// It can be stopped and started again on the same port, to play a mail server that is down.
import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses */
  to: string[];
  from: string;
  parsed: ParsedMail;
  /** the Message-ID header as sent, `<...>` */
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtp {
  port: number;
  /** what SMTP_URL is set to (with a user and password the server accepts) */
  url: string;
  received: ReceivedMail[];
  /** mails whose RCPT TO includes `to` */
  to: (to: string) => ReceivedMail[];
  /** waits for `count` mails to `to` matching `match`, then returns them (throws after timeoutMs) */
  waitFor: (
    to: string,
    options?: { match?: (mail: ReceivedMail) => boolean; count?: number; timeoutMs?: number },
  ) => Promise<ReceivedMail[]>;
  /** true while accepting connections */
  running: () => boolean;
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

export const SMTP_USER = 'shop';
export const SMTP_PASSWORD = 'smtp-secret';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** `port`: a fixed one (the browser tests' inbox), else any free port. */
export async function startSmtp(port?: number): Promise<TestSmtp> {
  port ??= await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              parsed,
              messageId: parsed.messageId ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      },
    });

  const smtp: TestSmtp = {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    to: (to) => received.filter((mail) => mail.to.includes(to)),
    async waitFor(to, { match = () => true, count = 1, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = smtp.to(to).filter(match);
        if (mails.length >= count) return mails;
        if (Date.now() > deadline)
          throw new Error(
            `${mails.length} of ${count} mails to ${to} arrived; all mails: ${JSON.stringify(received.map((m) => [m.to, m.subject]))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    running: () => server !== null,
    async start() {
      if (server) return;
      const next = make();
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject);
        next.listen(port, '127.0.0.1', () => resolve());
      });
      next.on('error', () => undefined);
      server = next;
    },
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}
