import QRCode from 'qrcode';

/** A QR code of `text` drawn as vector squares (with its quiet zone) in a `size` x `size` square at (left, top). */
export function drawQr(doc: PDFKit.PDFDocument, text: string, left: number, top: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 8);
  doc.save().rect(left, top, size, size).fill('#ffffff').fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(left + (col + 4) * cell, top + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}
