import type { Writable } from 'node:stream';
import { brand } from '@meridian/brand';
import { FONT, FONT_BOLD, INK, MUTED, newPdfDocument, RULE } from '../../lib/pdf';
import { drawSymbol, linearSymbol, qrSymbol, type VectorSymbol } from './barcode-vector';
import type { LabelPiece, LabelSheet } from './label-sheet';

// Decision 0101: a 4 x 6 in label (288 x 432 pt) per piece. The X dimensions keep GS1's logistic-label minimum for
// the SSCC (0.495 mm, 1.4 pt) and read at 300 dpi with room to spare; every barcode keeps its quiet zone.
const LABEL_WIDTH = 288;
const LABEL_HEIGHT = 432;
const EDGE = 14;
const INNER = LABEL_WIDTH - 2 * EDGE;
const QUIET_MODULES = 20;
const SSCC_X = 1.4;
const TRACKING_X = 1.2;
const QR_SIZE = 80;

type Symbols = { tracking: VectorSymbol; qr: VectorSymbol };

const rule = (doc: PDFKit.PDFDocument, y: number) => doc.lineWidth(0.75).strokeColor(RULE).moveTo(EDGE, y).lineTo(LABEL_WIDTH - EDGE, y).stroke();

function caption(doc: PDFKit.PDFDocument, text: string, x: number, y: number): void {
  doc.font(FONT_BOLD).fontSize(6).fillColor(MUTED).text(text, x, y, { lineBreak: false });
}

/** One line of text cut with an ellipsis where it would run past `width`. */
function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, font = FONT): void {
  doc.font(font).fontSize(size).fillColor(INK).text(text, x, y, { width, height: size * 1.15, ellipsis: true, lineBreak: true });
}

/** A linear symbol centred across the label, `moduleWidth` a module unless that would eat its quiet zones. */
function drawLinear(doc: PDFKit.PDFDocument, symbol: VectorSymbol, moduleWidth: number, y: number, height: number): void {
  const x = Math.min(moduleWidth, INNER / (symbol.width + QUIET_MODULES));
  const width = symbol.width * x;
  drawSymbol(doc, symbol, { x: (LABEL_WIDTH - width) / 2, y, width, height });
}

function drawUprightArrows(doc: PDFKit.PDFDocument, x: number, y: number): void {
  for (const dx of [0, 9]) {
    doc.moveTo(x + dx + 3.5, y).lineTo(x + dx + 7, y + 5).lineTo(x + dx + 4.5, y + 5).lineTo(x + dx + 4.5, y + 10).lineTo(x + dx + 2.5, y + 10).lineTo(x + dx + 2.5, y + 5).lineTo(x + dx, y + 5).closePath();
  }
  doc.fillColor('#ffffff').fill();
}

function drawMarks(doc: PDFKit.PDFDocument, marks: readonly string[], y: number): void {
  marks.forEach((mark, i) => {
    const top = y + i * 15;
    doc.rect(EDGE, top, 162, 13).fillColor(INK).fill();
    doc.font(FONT_BOLD).fontSize(8).fillColor('#ffffff').text(mark, EDGE + 4, top + 3, { width: 136, height: 10, ellipsis: true, lineBreak: true });
    if (mark === 'THIS WAY UP') drawUprightArrows(doc, EDGE + 140, top + 1.5);
  });
}

function drawLabel(doc: PDFKit.PDFDocument, sheet: LabelSheet, piece: LabelPiece, symbols: Symbols): void {
  doc.font(FONT_BOLD).fontSize(10).fillColor(INK).text(brand.name, EDGE, EDGE, { lineBreak: false });
  doc.font(FONT).fontSize(7).fillColor(MUTED).text(sheet.goods, EDGE, EDGE + 2, { width: INNER, align: 'right', lineBreak: false });
  rule(doc, 28);

  caption(doc, 'FROM', EDGE, 32);
  line(doc, sheet.from.name, EDGE, 40, INNER, 8, FONT_BOLD);
  sheet.from.lines.slice(0, 3).forEach((text, i) => line(doc, text, EDGE, 50 + i * 9, INNER, 7.5));
  rule(doc, 80);

  caption(doc, 'TO', EDGE, 84);
  line(doc, sheet.to.name, EDGE, 93, INNER, 13, FONT_BOLD);
  sheet.to.lines.slice(0, 2).forEach((text, i) => line(doc, text, EDGE, 110 + i * 13, INNER, 11));
  rule(doc, 140);

  caption(doc, 'PIECE', EDGE, 146);
  line(doc, `${piece.index} of ${sheet.count}`, EDGE, 155, 160, 22, FONT_BOLD);
  line(doc, `${piece.weight} · ${piece.kind}`, EDGE, 181, 160, 10);
  drawMarks(doc, sheet.marks, 196);
  drawSymbol(doc, symbols.qr, { x: LABEL_WIDTH - EDGE - 4 - QR_SIZE, y: 150, width: QR_SIZE, height: QR_SIZE });
  rule(doc, 244);

  caption(doc, 'TRACKING NUMBER', EDGE, 248);
  drawLinear(doc, symbols.tracking, TRACKING_X, 258, 48);
  doc.font(FONT_BOLD).fontSize(10).fillColor(INK).text(sheet.trackingText, EDGE, 309, { width: INNER, align: 'center', lineBreak: false });
  rule(doc, 324);

  caption(doc, 'SSCC', EDGE, 328);
  drawLinear(doc, linearSymbol('gs1-128', `(00)${piece.sscc}`), SSCC_X, 338, 64);
  doc.font(FONT_BOLD).fontSize(10).fillColor(INK).text(piece.ssccText, EDGE, 406, { width: INNER, align: 'center', lineBreak: false });
}

// How far drawing may run ahead of the reader: about 75 labels' bytes.
const AHEAD_BYTES = 256 * 1024;

/** Lets the pages drawn so far flow out, and waits while more than AHEAD_BYTES wait for a slow reader. */
async function readerCaughtUp(doc: PDFKit.PDFDocument, out: Writable): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  while (doc.readableLength > AHEAD_BYTES && !out.destroyed) await new Promise((resolve) => setTimeout(resolve, 2));
}

/**
 * Streams the labels to `out`, a page per piece. A page is written out before the next is drawn, and drawing waits
 * while the reader is behind, so a 1,000-piece booking never sits whole in memory. Resolves when the last byte is
 * handed over, or early when the reader goes away.
 */
export async function writeLabelsPdf(sheet: LabelSheet, out: Writable): Promise<void> {
  const doc = newPdfDocument(`Labels ${sheet.trackingText}`, 'Shipping labels', { size: [LABEL_WIDTH, LABEL_HEIGHT], margin: 0, autoFirstPage: false });
  doc.pipe(out);
  // The tracking number and its page are the same on every label: encoded once.
  const symbols: Symbols = {
    tracking: linearSymbol('code128', sheet.trackingNumber),
    qr: qrSymbol(sheet.trackingUrl),
  };
  for (const piece of sheet.pieces) {
    doc.addPage();
    drawLabel(doc, sheet, piece, symbols);
    await readerCaughtUp(doc, out);
    if (out.destroyed) break;
  }
  doc.end();
}
