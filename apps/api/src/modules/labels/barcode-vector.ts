import bwipjs, { type DrawingContext, type RenderOptions } from 'bwip-js/node';

// Decision 0101: bwip-js encodes the symbols and this drawing context keeps them as shapes (bars as rectangles, QR
// modules as polygons), so a label's barcodes are vectors: sharp at any printer's resolution, and a piece's barcodes
// cost a few path operators rather than an embedded image.

type Point = [number, number];
export type VectorSymbol = { width: number; height: number; rects: [number, number, number, number][]; polygons: Point[][] };

// bwip-js rounds what it hands a drawing to whole units, which at scale 1 moves a bar's centre by half a module: it draws
// at scale 2, where every edge falls on a whole unit, and the shapes are halved back to modules.
const SCALE = 2;

function vectorContext(): DrawingContext<VectorSymbol> {
  const symbol: VectorSymbol = { width: 0, height: 0, rects: [], polygons: [] };
  const unsupported = () => {
    throw new Error('Only bars and square modules are drawn on labels');
  };
  return {
    scale: () => null,
    measure: () => ({ width: 0, ascent: 0, descent: 0 }),
    init(width, height) {
      symbol.width = width / SCALE;
      symbol.height = height / SCALE;
    },
    // Linear symbols are drawn as orthogonal stroked lines of width lw, centred on the line.
    line(x0, y0, x1, y1, lw) {
      const rect: [number, number, number, number] =
        x0 === x1 ? [x0 - lw / 2, Math.min(y0, y1), lw, Math.abs(y1 - y0)] : [Math.min(x0, x1), y0 - lw / 2, Math.abs(x1 - x0), lw];
      symbol.rects.push(rect.map((v) => v / SCALE) as [number, number, number, number]);
    },
    polygon(pts) {
      symbol.polygons.push(pts.map(([x, y]) => [x / SCALE, y / SCALE] as Point));
    },
    hexagon: unsupported,
    ellipse: unsupported,
    fill: () => undefined,
    text: unsupported,
    end: () => symbol,
  };
}

// BWIPP's symbol options (a QR code's `eclevel`) pass through as they are; the typings name only the common ones.
type SymbolOptions = Pick<RenderOptions, 'bcid' | 'text'> & Partial<RenderOptions> & { eclevel?: 'L' | 'M' | 'Q' | 'H' };

/** The symbol's shapes, one unit a module wide, without human-readable text. */
export function vectorSymbol(options: SymbolOptions): VectorSymbol {
  return bwipjs.render({ scale: SCALE, includetext: false, ...options } as RenderOptions, vectorContext());
}

/** Draws the symbol filling the box (x, y is its top left), in black. */
export function drawSymbol(doc: PDFKit.PDFDocument, symbol: VectorSymbol, box: { x: number; y: number; width: number; height: number }): void {
  const sx = box.width / symbol.width;
  const sy = box.height / symbol.height;
  doc.save();
  for (const [x, y, w, h] of symbol.rects) doc.rect(box.x + x * sx, box.y + y * sy, w * sx, h * sy);
  for (const polygon of symbol.polygons) {
    const [first, ...rest] = polygon;
    if (!first) continue;
    doc.moveTo(box.x + first[0] * sx, box.y + first[1] * sy);
    for (const [x, y] of rest) doc.lineTo(box.x + x * sx, box.y + y * sy);
    doc.closePath();
  }
  doc.fillColor('#000000').fill('even-odd');
  doc.restore();
}
