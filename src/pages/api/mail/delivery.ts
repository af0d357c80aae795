import { config } from '../../../server/config';
import { handle, json } from '../../../server/http/endpoint';
import { methodNotAllowed } from '../../../server/http/methods';

export const prerender = false;

/** Whether mail leaves the shop (SMTP_URL set) or only reaches the log and the outbox: the
 *  order pages say "we have sent" only when it does, the back-office says what to set. */
export const GET = handle(() => json({ success: true, delivery: config.mail.smtpUrl ? 'on' : 'off' }));

export const ALL = methodNotAllowed('GET');
