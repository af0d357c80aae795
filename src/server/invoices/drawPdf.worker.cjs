// The worker thread that draws an invoice or credit note, or packing slips (../workerPool.ts runs
// it; ./pdf.ts makes its input, a DrawJob). pdfkit embeds and subsets DejaVu Sans for every document, which takes a core
// for a long moment: here it never holds the thread that answers requests. Its input is the
// document as plain text already worded (./pdf.ts documentLayout), so this file only places it.
// Plain CommonJS, read as text and evaluated by the pool, so it runs the same under `astro dev`,
// the built server and the tests; pdfkit and the fonts come from the paths the app resolves.
/* eslint-disable @typescript-eslint/no-require-imports */
const { readFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const HAIRLINE = '#e5e7eb';
const ACCENT = '#1d4ed8';

const INVOICE_COLUMNS = [
  { x: 50, width: 205, align: 'left' },
  { x: 255, width: 40, align: 'right' },
  { x: 295, width: 75, align: 'right' },
  { x: 370, width: 55, align: 'right' },
  { x: 425, width: 120, align: 'right' },
];
// SKU, item (name and variant), quantity, a box to tick when packed
const SLIP_COLUMNS = [
  { x: 50, width: 120, align: 'left' },
  { x: 170, width: 275, align: 'left' },
  { x: 445, width: 45, align: 'right' },
  { x: 500, width: 45, align: 'center' },
];
const CELL_SIZE = 9.5;
// the first and last column keep their text off their neighbour's
const GAP = 8;

let PDFDocument;
let fonts;

function load() {
  PDFDocument = require(workerData.pdfkit);
  fonts = { body: readFileSync(workerData.font), bold: readFileSync(workerData.fontBold) };
}

const cellWidth = (columns, at) =>
  columns[at].width - (at === 0 || (at === columns.length - 1 && columns[at].align === 'left') ? GAP : 0);

function rowHeight(pdf, columns, cells, font) {
  pdf.font(font).fontSize(CELL_SIZE);
  return Math.max(...cells.map((cell, at) => pdf.heightOfString(cell, { width: cellWidth(columns, at) }))) + 4;
}

function row(pdf, columns, cells, font, color) {
  const top = pdf.y;
  let bottom = top;
  pdf.font(font).fontSize(CELL_SIZE).fillColor(color);
  cells.forEach((cell, at) => {
    const { x, align } = columns[at];
    pdf.text(cell, x, top, { width: cellWidth(columns, at), align });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.y = bottom + 4;
}

function rule(pdf) {
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y += 5;
}

const roomLeft = (pdf) => pdf.page.height - pdf.page.margins.bottom - pdf.y;

function ensureRoom(pdf, height) {
  if (height > roomLeft(pdf)) pdf.addPage();
}

/** The top of a page a document goes on to: the shop's name and what this continues. */
function continuedHeading(pdf, sellerName, title) {
  const top = pdf.page.margins.top;
  pdf.font('bold').fontSize(12).fillColor(ACCENT).text(sellerName, 50, top, { width: 300 });
  pdf
    .font('body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${title} (continued)`, 350, top + 2, { width: 195, align: 'right' });
  pdf.y = top + 30;
}

function heading(pdf, layout) {
  const top = pdf.y;
  pdf.font('bold').fontSize(20).fillColor(ACCENT).text(layout.sellerName, 50, top, { width: 300 });
  pdf.font('bold').fontSize(16).fillColor(INK).text(layout.kindTitle, 350, top, { width: 195, align: 'right' });
  pdf.font('body').fontSize(9).fillColor(MUTED);
  pdf.text(layout.facts.join('\n'), 350, pdf.y + 4, { width: 195, align: 'right' });
  pdf.moveDown(2);
}

/** Side by side: `[title, lines]` of the seller and of the buyer or the parcel's address. */
function parties(pdf, blocks) {
  const top = Math.max(pdf.y, 150);
  const block = (x, title, body) => {
    pdf.font('bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top, { width: 230 });
    pdf
      .font('body')
      .fontSize(10)
      .fillColor(INK)
      .text(body.join('\n'), x, pdf.y + 2, { width: 230 });
    return pdf.y;
  };
  const ends = blocks.map(([title, body], at) => block(at === 0 ? 50 : 315, title, body));
  pdf.y = Math.max(...ends) + 24;
}

/** A table whose rows go on to further pages, each starting with the continued heading and the
 *  table's header again; a row is never split across pages. `ruled`: a hairline between rows. */
function table(pdf, { columns, header, rows, sellerName, title, ruled = false }) {
  const head = () => {
    row(pdf, columns, header, 'bold', MUTED);
    rule(pdf);
  };
  head();
  rows.forEach((cells, at) => {
    if (rowHeight(pdf, columns, cells, 'body') + (ruled ? 2 : 0) > roomLeft(pdf)) {
      pdf.addPage();
      continuedHeading(pdf, sellerName, title);
      head();
    } else if (ruled && at > 0) {
      // a line between rows leads the eye across the gap from the name to its quantity
      pdf
        .moveTo(50, pdf.y - 2)
        .lineTo(545, pdf.y - 2)
        .lineWidth(0.5)
        .strokeColor(HAIRLINE)
        .stroke();
      pdf.y += 2;
    }
    row(pdf, columns, cells, 'body', INK);
  });
  rule(pdf);
}

function totals(pdf, layout) {
  ensureRoom(pdf, 20 * (layout.totals.length + 2));
  for (const [label, value] of layout.totals) {
    const top = pdf.y;
    pdf.font('body').fontSize(10).fillColor(MUTED).text(label, 295, top, { width: 160 });
    const end = pdf.y;
    pdf.fillColor(INK).text(value, 455, top, { width: 90, align: 'right' });
    pdf.y = Math.max(end, pdf.y) + 3;
  }
  pdf.moveTo(295, pdf.y).lineTo(545, pdf.y).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y += 6;
  const top = pdf.y;
  pdf.font('bold').fontSize(12).fillColor(INK).text(layout.total[0], 295, top, { width: 160 });
  pdf.text(layout.total[1], 455, top, { width: 90, align: 'right' });
  pdf.moveDown(2);
}

function footer(pdf, layout) {
  ensureRoom(pdf, 60);
  const [first, ...rest] = layout.footer;
  pdf.font('body').fontSize(9).fillColor(MUTED).text(first, 50, pdf.y, { width: 495 });
  for (const text of rest) pdf.text(text, { width: 495 });
}

function invoice(pdf, layout) {
  heading(pdf, layout);
  parties(pdf, [
    ['From', layout.from],
    ['Bill to', layout.billTo],
  ]);
  table(pdf, { columns: INVOICE_COLUMNS, ...layout });
  totals(pdf, layout);
  footer(pdf, layout);
}

function slip(pdf, layout) {
  heading(pdf, layout);
  parties(pdf, [
    ['From', layout.from],
    ['Ship to', layout.shipTo],
  ]);
  table(pdf, { columns: SLIP_COLUMNS, ruled: true, ...layout });
  if (!layout.note) return;
  pdf.font('body').fontSize(10);
  // the note (at most 500 characters) stays on one page, under its title
  if (pdf.heightOfString(layout.note, { width: 495 }) + 30 > roomLeft(pdf)) {
    pdf.addPage();
    continuedHeading(pdf, layout.sellerName, layout.title);
  }
  pdf.y += 8;
  pdf.font('bold').fontSize(9).fillColor(MUTED).text('NOTE FROM THE CUSTOMER', 50, pdf.y, { width: 495 });
  pdf
    .font('body')
    .fontSize(10)
    .fillColor(INK)
    .text(layout.note, 50, pdf.y + 2, { width: 495 });
}

/** "Page 2 of 3" at the foot of every page of each slip that takes more than one. */
function slipPageNumbers(pdf, starts) {
  const { count } = pdf.bufferedPageRange();
  starts.forEach((first, at) => {
    const last = (starts[at + 1] ?? count) - 1;
    if (last === first) return;
    for (let page = first; page <= last; page++) {
      pdf.switchToPage(page);
      const { bottom } = pdf.page.margins;
      // below the bottom margin pdfkit would start a new page for the text
      pdf.page.margins.bottom = 0;
      pdf
        .font('body')
        .fontSize(8)
        .fillColor(MUTED)
        .text(`Page ${page - first + 1} of ${last - first + 1}`, 50, pdf.page.height - 35, {
          width: 495,
          align: 'right',
        });
      pdf.page.margins.bottom = bottom;
    }
  });
}

function draw(job) {
  const slips = job.form === 'packing-slips';
  const info = slips
    ? { Title: job.title, Author: job.author, CreationDate: new Date(job.createdAt) }
    : // the issue date, not now: the document says when it was issued
      { Title: job.layout.title, Author: job.layout.sellerName, CreationDate: new Date(job.layout.issuedAt) };
  const pdf = new PDFDocument({ size: 'A4', margin: 50, info, bufferPages: slips });
  pdf.registerFont('body', fonts.body);
  pdf.registerFont('bold', fonts.bold);
  const done = new Promise((resolve, reject) => {
    const chunks = [];
    pdf.on('data', (chunk) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  if (slips) {
    const starts = [];
    job.slips.forEach((layout, at) => {
      if (at > 0) pdf.addPage();
      starts.push(pdf.bufferedPageRange().count - 1);
      slip(pdf, layout);
    });
    slipPageNumbers(pdf, starts);
  } else {
    invoice(pdf, job.layout);
  }
  pdf.end();
  return done;
}

parentPort.on('message', ({ id, input }) => {
  Promise.resolve()
    .then(() => {
      if (!PDFDocument) load();
      return draw(input);
    })
    .then(
      (bytes) => parentPort.postMessage({ id, output: new Uint8Array(bytes) }),
      (err) => parentPort.postMessage({ id, error: String((err && err.message) || err) }),
    );
});
