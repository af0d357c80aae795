import { requireUser } from '../../../../server/accounts/auth';
import { resendVerificationMail } from '../../../../server/accounts/emailVerification';
import { getDb } from '../../../../server/db/client';
import { handle, json } from '../../../../server/http/endpoint';
import { methodNotAllowed } from '../../../../server/http/methods';

export const prerender = false;

/** Mails the signed-in account a new verification link; 409 once verified, throttled (429). */
export const POST = handle(async ({ request }) => {
  const db = await getDb();
  const user = await requireUser(db, request);
  await resendVerificationMail(db, user);
  return json({ success: true, message: `We have sent a new link to ${user.email}.` });
});

export const ALL = methodNotAllowed('POST');
