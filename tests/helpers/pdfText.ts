// The text of a PDF the shop made, page by page joined with spaces (pdf.js, the reader browsers
// use), so a test reads an invoice or a packing slip as a person would.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text, whitespace folded. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes)).join(' ').replace(/\s+/g, ' ');
}
