import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader } from './barcode-reader';

// Decision 0102: the .wasm is one of our build's assets (Vite's ?url), so the scanner works offline and no CDN is asked.
let prepared = false;

export function prepareZxing(): void {
  if (prepared) return;
  const ready = prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true });
  // A failed fetch (offline) is tried again by the first read; it must not surface as an unhandled rejection.
  void Promise.resolve(ready).catch(() => {
    prepared = false;
  });
  prepared = true;
}

export function zxingReader(): BarcodeReader {
  prepareZxing();
  const canvas = document.createElement('canvas');
  return {
    read: async (video) => {
      if (!video.videoWidth || !video.videoHeight) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return [];
      context.drawImage(video, 0, 0);
      const results = await readBarcodes(context.getImageData(0, 0, canvas.width, canvas.height), { formats: ['Code128'], tryHarder: true, maxNumberOfSymbols: 1 });
      return results.filter((result) => result.isValid).map((result) => result.text);
    },
  };
}
