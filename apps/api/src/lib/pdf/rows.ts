import { FONT, FONT_BOLD, INK, MARGIN, MUTED } from './document';

export type PdfRow = [label: string, value: string];

/** Label and value lines: the label muted and bold in its column, the value beside it across the rest of the page. */
export function drawRows(doc: PDFKit.PDFDocument, rows: readonly PdfRow[], { labelWidth = 130, fontSize = 10, spacing = 0.35 } = {}): void {
  for (const [label, value] of rows) {
    const top = doc.y;
    doc.font(FONT_BOLD).fontSize(fontSize).fillColor(MUTED).text(label, MARGIN, top, { width: labelWidth });
    doc.font(FONT).fillColor(INK).text(value, MARGIN + labelWidth + 10, top, { width: doc.page.width - MARGIN * 2 - labelWidth - 10 });
    doc.moveDown(spacing);
  }
}
