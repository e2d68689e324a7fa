import bwipjs from 'bwip-js/node';

// Decision 0101: bwip-js encodes the symbols and the label draws them as rectangles of its own (bars, runs of QR
// modules), so a label's barcodes are vectors: sharp at any printer's resolution, a few path operators each rather
// than an embedded image. bwip-js's raw encoding is used: its own renderer rounds to whole pixels and costs more.

/** A symbol as rectangles [x, y, width, height], one unit a module wide (a linear symbol is one unit high). */
export type VectorSymbol = { width: number; height: number; rects: [number, number, number, number][] };

type LinearRaw = { sbs: number[] };
type MatrixRaw = { pixs: number[]; pixx: number; pixy: number };

/** A linear symbol (Code 128, GS1-128) from its bar and space widths, which alternate starting with a bar. */
export function linearSymbol(bcid: 'code128' | 'gs1-128', text: string): VectorSymbol {
  const [raw] = bwipjs.raw({ bcid, text }) as LinearRaw[];
  const rects: VectorSymbol['rects'] = [];
  let x = 0;
  raw!.sbs.forEach((width, i) => {
    if (i % 2 === 0) rects.push([x, 0, width, 1]);
    x += width;
  });
  return { width: x, height: 1, rects };
}

/** A QR code from its module grid, each row's runs of dark modules as one rectangle; no quiet zone included. */
export function qrSymbol(text: string): VectorSymbol {
  const [raw] = bwipjs.raw({ bcid: 'qrcode', text, eclevel: 'M' } as Parameters<typeof bwipjs.raw>[0]) as MatrixRaw[];
  const { pixs, pixx, pixy } = raw!;
  const rects: VectorSymbol['rects'] = [];
  for (let y = 0; y < pixy; y += 1) {
    let start = -1;
    for (let x = 0; x <= pixx; x += 1) {
      const dark = x < pixx && pixs[y * pixx + x] === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        rects.push([start, y, x - start, 1]);
        start = -1;
      }
    }
  }
  return { width: pixx, height: pixy, rects };
}

/** Draws the symbol filling the box (x, y is its top left), in black. */
export function drawSymbol(doc: PDFKit.PDFDocument, symbol: VectorSymbol, box: { x: number; y: number; width: number; height: number }): void {
  const sx = box.width / symbol.width;
  const sy = box.height / symbol.height;
  doc.save();
  for (const [x, y, w, h] of symbol.rects) doc.rect(box.x + x * sx, box.y + y * sy, w * sx, h * sy);
  doc.fillColor('#000000').fill('nonzero');
  doc.restore();
}
