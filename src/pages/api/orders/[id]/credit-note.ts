import { methodNotAllowed } from '../../../../server/http/methods';
import { documentDownload } from '../../../../server/invoices/download';

export const prerender = false;

/** The credit note of a refunded or cancelled invoiced order as a PDF (docs/api.md#invoices). */
export const GET = documentDownload('credit_note');

export const ALL = methodNotAllowed('GET');
