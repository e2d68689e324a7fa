import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as mupdf from 'mupdf';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

// Decision 0101: labels are checked the way a scanner sees them. MuPDF (WASM inside its npm package) rasterizes each
// page at the printer's resolution and ZXing (zxing-wasm, its .wasm read from node_modules, never fetched) decodes it.

const require = createRequire(import.meta.url);
let prepared = false;

function prepareDecoder(): void {
  if (prepared) return;
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
  prepared = true;
}

type DecodedSymbol = { format: string; text: string; symbologyIdentifier: string };
export type DecodedPage = { widthPt: number; heightPt: number; symbols: DecodedSymbol[] };

/** Every barcode on a raster of one page; GS1 data comes back as people read it, "(00)..." (HRI). */
async function decodePixels(width: number, height: number, gray: Uint8Array | Uint8ClampedArray): Promise<DecodedSymbol[]> {
  prepareDecoder();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const v = gray[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  const results = await readBarcodes({ width, height, data: rgba, colorSpace: 'srgb' } as unknown as Parameters<typeof readBarcodes>[0], { formats: ['Code128', 'QRCode'], textMode: 'HRI', tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, text: r.text, symbologyIdentifier: r.symbologyIdentifier }));
}

/** The PDF's pages, one at a time, each rendered in grey at `dpi` and decoded. */
export async function* decodePdfPages(pdf: Uint8Array, dpi = 300): AsyncGenerator<DecodedPage> {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  try {
    const zoom = dpi / 72;
    for (let n = 0; n < document.countPages(); n += 1) {
      const page = document.loadPage(n);
      const [x0, y0, x1, y1] = page.getBounds();
      const pixmap = page.toPixmap(mupdf.Matrix.scale(zoom, zoom), mupdf.ColorSpace.DeviceGray, false);
      const symbols = await decodePixels(pixmap.getWidth(), pixmap.getHeight(), pixmap.getPixels());
      pixmap.destroy();
      page.destroy();
      yield { widthPt: x1 - x0, heightPt: y1 - y0, symbols };
    }
  } finally {
    document.destroy();
  }
}
