/**
 * Shipping labels (decision 0101) for a 1,000-piece booking, the most one booking carries: PDF labels per second and
 * the peak memory while they stream to a sink that keeps only a byte count; ZPL labels per second; then every page of
 * the PDF rendered at 300 dpi (MuPDF) and every barcode decoded (ZXing), with the decode rate, which must be 100 %.
 * Generation only (no database or HTTP): the figure is what one download costs the API in CPU.
 *   pnpm --filter @meridian/api bench:labels        (BENCH_PIECES to change the count)
 */
import { Writable } from 'node:stream';
import { buildSscc, GS1_DOCUMENTATION_COMPANY_PREFIX, isValidSscc, MAX_PIECES, trackingPagePath, type Booking } from '@meridian/contracts';
import { renderToBuffer } from '../src/lib/pdf';
import { labelSheet } from '../src/modules/labels/label-sheet';
import { writeLabelsPdf } from '../src/modules/labels/labels.pdf';
import { zplLabels } from '../src/modules/labels/labels.zpl';
import { decodePdfPages } from '../test/support/label-barcodes';

const PIECES = Number(process.env.BENCH_PIECES ?? MAX_PIECES);
const APP = 'https://meridian.example';
const TRACKING = 'MX51F4BDZX1SF';

const booking = {
  _id: '6b0451c42f10a98f4ac51b0a',
  trackingNumber: TRACKING,
  fullNameOrBusiness: 'Analytical Engines Ltd',
  pickupPerson: { name: 'Ada Lovelace', phone: '', email: '' },
  receiverPerson: { name: 'Charles Babbage', phone: '', email: '' },
  pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA', postalCode: '94607', country: 'US' },
  dropoffLocation: { address: 'Wilhelminakade 909', city: 'Rotterdam', state: '', postalCode: '3072 AP', country: 'NL' },
  goodsType: 'Food',
  isFragile: true,
  isPerishable: true,
  tempControlCelsius: 4,
  pieces: Array.from({ length: PIECES }, (_, i) => ({
    index: i + 1,
    sscc: buildSscc({ extensionDigit: 0, companyPrefix: GS1_DOCUMENTATION_COMPANY_PREFIX, serial: 4_000_000 + i }),
    type: 'pallet' as const,
    weightKg: 12.5 + (i % 7),
  })),
} as unknown as Booking;
const sheet = labelSheet(booking, { appBaseUrl: APP, companyPrefix: GS1_DOCUMENTATION_COMPANY_PREFIX });

function peakRss(): { stop: () => number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

// Warm-up (fonts, JIT, bwip-js's encoder) on a 5-piece sheet, not counted.
await renderToBuffer((out) => void writeLabelsPdf({ ...sheet, pieces: sheet.pieces.slice(0, 5), count: 5 }, out));

const rssBefore = process.memoryUsage().rss;
const probe = peakRss();
let streamed = 0;
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    streamed += chunk.length;
    setImmediate(done);
  },
});
const pdfStart = performance.now();
await writeLabelsPdf(sheet, sink);
await new Promise<void>((resolve) => sink.on('finish', resolve));
const pdfMs = performance.now() - pdfStart;
const peak = probe.stop();

const zplStart = performance.now();
let zplBytes = 0;
for (const label of zplLabels(sheet)) zplBytes += Buffer.byteLength(label);
const zplMs = performance.now() - zplStart;

const pdf = await renderToBuffer((out) => void writeLabelsPdf(sheet, out));
const trackingUrl = `${APP}${trackingPagePath(TRACKING)}`;
let expected = 0;
let decoded = 0;
let pages = 0;
const decodeStart = performance.now();
for await (const page of decodePdfPages(new Uint8Array(pdf))) {
  const piece = sheet.pieces[pages]!;
  pages += 1;
  const read = (id: string) => page.symbols.find((s) => s.symbologyIdentifier === id)?.text;
  const gs1 = read(']C1');
  const checks = [read(']C0') === TRACKING, gs1 === `(00)${piece.sscc}` && isValidSscc(gs1.slice(4)), read(']Q1') === trackingUrl];
  expected += checks.length;
  decoded += checks.filter(Boolean).length;
  if (checks.some((ok) => !ok)) console.warn(`page ${pages}: read ${JSON.stringify(page.symbols)}`);
}
const decodeMs = performance.now() - decodeStart;

console.warn(`labels for ${PIECES} pieces (node ${process.version}; a shared machine, so figures vary)`);
console.warn(`  PDF:  ${(PIECES / (pdfMs / 1000)).toFixed(0)} labels/s (${pdfMs.toFixed(0)} ms, ${mb(streamed)} MB streamed; RSS ${mb(rssBefore)} MB before, peak ${mb(peak)} MB)`);
console.warn(`  ZPL:  ${(PIECES / (zplMs / 1000)).toFixed(0)} labels/s (${zplMs.toFixed(0)} ms, ${mb(zplBytes)} MB)`);
console.warn(`  decode at 300 dpi: ${decoded}/${expected} barcodes on ${pages} pages = ${((decoded / expected) * 100).toFixed(2)} % (${(decodeMs / 1000).toFixed(1)} s)`);
if (pages !== PIECES || decoded !== expected) process.exitCode = 1;
