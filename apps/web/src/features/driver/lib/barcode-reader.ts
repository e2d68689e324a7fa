// Decision 0102: the camera reads a label's GS1-128 (a Code 128) with the browser's own BarcodeDetector where it has
// one, else with zxing-wasm, loaded only then as its own chunk with its .wasm from our build (never a CDN).

/** Reads the barcodes in the video's current frame, as text. */
export type BarcodeReader = { read: (video: HTMLVideoElement) => Promise<string[]> };

type NativeDetector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type NativeDetectorClass = {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats?: () => Promise<string[]>;
};

async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
  if (!formats.includes('code_128')) return null;
  const detector = new Detector({ formats: ['code_128'] });
  return { read: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  const native = await nativeReader();
  if (native) return native;
  const { zxingReader } = await import('./zxing-reader');
  return zxingReader();
}

/**
 * Loads the fallback decoder (chunk and .wasm) while the phone is still online, so the camera also reads labels where
 * the connection is gone by the time the driver scans. Nothing to do where the browser reads barcodes itself.
 */
export function warmBarcodeReader(): void {
  // A phone without a camera only ever types SSCCs, and one that reads barcodes itself needs no decoder.
  if ((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector || typeof navigator === 'undefined' || !navigator.onLine || !navigator.mediaDevices?.getUserMedia) return;
  void import('./zxing-reader').then(({ prepareZxing }) => prepareZxing()).catch(() => undefined);
}
