// The browser tests' mail server: a real SMTP server on loopback (./smtp.ts) that the shop under
// test sends to (SMTP_URL, set by playwright.config.ts), and a small HTTP inbox beside it, so the
// tests, which run in other processes, can read what was delivered and follow its links.
//   GET /health             200 once both are listening
//   GET /mails?to=<address> the mails delivered to that address, oldest first, as JSON
// Run: node --import tsx tests/helpers/mailInbox.ts (E2E_SMTP_PORT, E2E_INBOX_PORT).
import http from 'node:http';
import { startSmtp } from './smtp';

export interface InboxMail {
  to: string[];
  from: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

const smtpPort = Number(process.env.E2E_SMTP_PORT || 4391);
const inboxPort = Number(process.env.E2E_INBOX_PORT || 4392);

const smtp = await startSmtp(smtpPort);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://inbox');
  if (url.pathname === '/health') return void res.end('ok');
  if (url.pathname !== '/mails') {
    res.statusCode = 404;
    return void res.end();
  }
  const to = (url.searchParams.get('to') ?? '').toLowerCase();
  const mails: InboxMail[] = smtp.received
    .filter((mail) => mail.to.some((address) => address.toLowerCase() === to))
    .map(({ to: rcpt, from, messageId, subject, text, html }) => ({ to: rcpt, from, messageId, subject, text, html }));
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(mails));
});
server.listen(inboxPort, '127.0.0.1', () => {
  console.log(`mail inbox: SMTP on 127.0.0.1:${smtpPort}, HTTP on 127.0.0.1:${inboxPort}`);
});

const stop = () => {
  server.close();
  void smtp.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
