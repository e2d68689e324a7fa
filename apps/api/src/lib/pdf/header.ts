import { brand } from '@meridian/brand';
import { ACCENT, FONT, FONT_BOLD, INK, MARGIN, MUTED } from './document';

function ruleAt(doc: PDFKit.PDFDocument, y: number): void {
  doc.lineWidth(1).strokeColor(ACCENT).moveTo(MARGIN, y).lineTo(doc.page.width - MARGIN, y).stroke();
}

/** A money document's head: the brand on the left, what it is and its reference on the right, over a rule. */
export function drawLetterhead(doc: PDFKit.PDFDocument, heading: string, reference: string): void {
  doc.fillColor(INK).font(FONT_BOLD).fontSize(20).text(brand.name, MARGIN, MARGIN);
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(brand.tagline);
  doc.font(FONT_BOLD).fontSize(18).fillColor(INK).text(heading, MARGIN, MARGIN, { align: 'right' });
  doc.font(FONT).fontSize(11).fillColor(MUTED).text(reference, { align: 'right' });
  const rule = Math.max(doc.y, MARGIN + 40) + 8;
  ruleAt(doc, rule);
  doc.y = rule + 14;
}

/** A shipment document's head: the brand over a rule, then the document's title. */
export function drawTitledHeader(doc: PDFKit.PDFDocument, title: string): void {
  doc.fillColor(INK).font(FONT_BOLD).fontSize(20).text(brand.name);
  doc.font(FONT).fontSize(10).fillColor(MUTED).text(brand.tagline);
  ruleAt(doc, doc.y + 8);
  doc.moveDown(1.2).fillColor(INK).font(FONT_BOLD).fontSize(16).text(title, MARGIN);
}
