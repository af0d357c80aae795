// How a rendered mail leaves the process: through the SMTP server of SMTP_URL (nodemailer), or,
// when it is unset, as a readable block in the log (docs/operations.md#mail).
import { config } from '../config';
import { log } from '../log';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo: string | null;
  messageId: string;
  /** one-click unsubscribe address (RFC 8058), or null */
  listUnsubscribe: string | null;
  createdAt: Date;
}

export interface MailTransport {
  /** 'smtp': sent; 'log': written to the log (delivery off) */
  kind: 'smtp' | 'log';
  /** where mail goes, for the start-up line (never the password) */
  describe: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const mailLog = log.child({ scope: 'mail' });

/** The links of a mail's text, listed again under it so they are easy to find in a log. */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>")]+/g) ?? [])];
}

export function logBlock(mail: OutgoingMail): string {
  const links = linksOf(mail.text);
  return [
    `mail to ${mail.to} (not sent: SMTP_URL is unset)`,
    `From: ${config.mail.from}`,
    `To: ${mail.to}`,
    ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
    ...(mail.listUnsubscribe ? [`List-Unsubscribe: <${mail.listUnsubscribe}>`] : []),
    `Subject: ${mail.subject}`,
    ...(links.length ? ['Links:', ...links.map((link) => `  ${link}`)] : []),
    '',
    mail.text.trimEnd(),
  ].join('\n');
}

const logTransport: MailTransport = {
  kind: 'log',
  describe: 'the log',
  async send(mail) {
    mailLog.info({ to: mail.to, subject: mail.subject, messageId: mail.messageId }, logBlock(mail));
  },
  close() {},
};

async function smtpTransport(url: string): Promise<MailTransport> {
  const { default: nodemailer } = await import('nodemailer');
  const transporter = nodemailer.createTransport({
    url,
    // a mail server that hangs is a failed try (retried later), not a stuck loop
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const { protocol, hostname, port } = new URL(url);
  return {
    kind: 'smtp',
    describe: `${protocol}//${hostname}${port ? `:${port}` : ''}`,
    async send(mail) {
      await transporter.sendMail({
        from: config.mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        date: mail.createdAt,
        headers: mail.listUnsubscribe
          ? { 'List-Unsubscribe': `<${mail.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined,
      });
    },
    close: () => transporter.close(),
  };
}

export function openTransport(): Promise<MailTransport> {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : Promise.resolve(logTransport);
}
