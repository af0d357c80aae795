// The worker thread that draws an invoice or credit note (../workerPool.ts runs it; ./pdf.ts
// makes its input). pdfkit embeds and subsets DejaVu Sans for every document, which takes a core
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
const ACCENT = '#1d4ed8';

const COLUMNS = [
  { x: 50, width: 205, align: 'left' },
  { x: 255, width: 40, align: 'right' },
  { x: 295, width: 75, align: 'right' },
  { x: 370, width: 55, align: 'right' },
  { x: 425, width: 120, align: 'right' },
];

let PDFDocument;
let fonts;

function load() {
  PDFDocument = require(workerData.pdfkit);
  fonts = { body: readFileSync(workerData.font), bold: readFileSync(workerData.fontBold) };
}

function row(pdf, cells, font, color) {
  const top = pdf.y;
  let bottom = top;
  pdf.font(font).fontSize(9.5).fillColor(color);
  cells.forEach((cell, at) => {
    const { x, width, align } = COLUMNS[at];
    pdf.text(cell, x, top, { width: width - (at === 0 ? 8 : 0), align });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.y = bottom + 4;
}

function rule(pdf) {
  pdf.moveTo(50, pdf.y).lineTo(545, pdf.y).lineWidth(0.5).strokeColor(RULE).stroke();
  pdf.y += 5;
}

function ensureRoom(pdf, height) {
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
}

function heading(pdf, layout) {
  const top = pdf.y;
  pdf.font('bold').fontSize(20).fillColor(ACCENT).text(layout.sellerName, 50, top, { width: 300 });
  pdf.font('bold').fontSize(16).fillColor(INK).text(layout.kindTitle, 350, top, { width: 195, align: 'right' });
  pdf.font('body').fontSize(9).fillColor(MUTED);
  pdf.text(layout.facts.join('\n'), 350, pdf.y + 4, { width: 195, align: 'right' });
  pdf.moveDown(2);
}

function parties(pdf, layout) {
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
  const sellerEnd = block(50, 'From', layout.from);
  const buyerEnd = block(315, 'Bill to', layout.billTo);
  pdf.y = Math.max(sellerEnd, buyerEnd) + 24;
}

function lines(pdf, layout) {
  row(pdf, layout.header, 'bold', MUTED);
  rule(pdf);
  for (const cells of layout.rows) {
    ensureRoom(pdf, 40);
    row(pdf, cells, 'body', INK);
  }
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

function draw(layout) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    // the issue date, not now: the document says when it was issued
    info: { Title: layout.title, Author: layout.sellerName, CreationDate: new Date(layout.issuedAt) },
  });
  pdf.registerFont('body', fonts.body);
  pdf.registerFont('bold', fonts.bold);
  const done = new Promise((resolve, reject) => {
    const chunks = [];
    pdf.on('data', (chunk) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  heading(pdf, layout);
  parties(pdf, layout);
  lines(pdf, layout);
  totals(pdf, layout);
  footer(pdf, layout);
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
