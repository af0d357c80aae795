// An order's invoice and credit note (docs/api.md#invoices), as the customer's, the guest's and
// the admin's order views show them: the number and a download link. The link's own key lets
// whoever holds it download the PDF, so a plain link works without the session's token; it goes
// to the API's origin (PUBLIC_API_URL), whose answer says it is an attachment.
import { apiUrl } from '../../lib/api';
import type { Order } from '../../lib/types';
import { Icon } from '../ui/Icon';
import { download } from '../ui/icons/download';

interface Document {
  title: string;
  number: string;
  url: string;
  link: string;
}

function documentsOf(order: Order): Document[] {
  const documents: Document[] = [];
  if (order.invoiceNumber && order.invoiceUrl)
    documents.push({
      title: 'Invoice',
      number: order.invoiceNumber,
      url: order.invoiceUrl,
      link: 'Download invoice (PDF)',
    });
  if (order.creditNoteNumber && order.creditNoteUrl)
    documents.push({
      title: 'Credit note',
      number: order.creditNoteNumber,
      url: order.creditNoteUrl,
      link: 'Download credit note (PDF)',
    });
  return documents;
}

export function OrderDocuments({ order }: { order: Order }) {
  const documents = documentsOf(order);
  if (!documents.length) return null;
  return (
    <ul
      className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:flex-wrap sm:gap-6"
      data-testid="order-documents"
    >
      {documents.map((doc) => (
        <li key={doc.title} className="text-sm">
          <p className="text-ink">
            <span className="font-semibold">{doc.title}</span> <span className="text-ink-soft">{doc.number}</span>
          </p>
          <a
            href={apiUrl(doc.url)}
            download={`${doc.number}.pdf`}
            className="mt-1 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            <Icon icon={download} className="h-4 w-4" />
            {doc.link}
          </a>
        </li>
      ))}
    </ul>
  );
}
