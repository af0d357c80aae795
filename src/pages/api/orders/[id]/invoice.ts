import { methodNotAllowed } from '../../../../server/http/methods';
import { documentDownload } from '../../../../server/invoices/download';

export const prerender = false;

/** The order's invoice as a PDF (docs/api.md#invoices); 409 before it has one. */
export const GET = documentDownload('invoice');

export const ALL = methodNotAllowed('GET');
