import { MAX_PHOTO_BYTES } from '@meridian/contracts';

const PHOTO_MAX_EDGE = 1600;
const QUALITIES = [0.8, 0.65, 0.5];

/** The size a photo is drawn at so its longer edge is at most `maxEdge` (never enlarged). */
export function fitWithin(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/**
 * A phone's 12-megapixel photo is 3-6 MB; redrawn at 1600 px as JPEG it is a few hundred KB, so it fits the API's
 * limit and a weak connection. Quality steps down only if a photo is still too large.
 */
export async function downscalePhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This phone cannot prepare photos');
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(dataUrl) <= MAX_PHOTO_BYTES) return dataUrl;
  }
  throw new Error('This photo is too large to send');
}
