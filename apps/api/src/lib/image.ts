import { imageDimensionsAllowed, imageTooLargeMessage, KEPT_IMAGE_MAX_SIDE_PX, MAX_IMAGE_PIXELS } from '@meridian/contracts';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from './errors';

// Decision 0089: a 40-megapixel decode takes seconds of CPU and hundreds of MB. libvips works on its own threads, but
// several at once on a two-core machine starve the event loop (health checks, every other request) of its core. So a
// process keeps one image at a time on one libvips thread, and the others wait their turn in line.
sharp.concurrency(1);
let keeping: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = keeping.then(work, work);
  keeping = turn.catch(() => undefined);
  return turn;
}

type KeptImageKind = 'png' | 'jpeg' | 'webp';
const CONTENT_TYPES: Record<KeptImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

export type ImageRule = { field: string; label: string; kinds: readonly KeptImageKind[]; typeMessage: string };

/**
 * SECURITY.md (image bombs): reads the image's real dimensions from its header, refuses one too large to decode safely,
 * then decodes it fully and re-encodes it at a bounded size in the same format. What is kept is our encoder's output,
 * so no later reader (the POD PDF, the console) decodes the sender's bytes. Truncated or corrupt files fail the full
 * decode and are refused with the field's type message.
 */
export function keepImage(bytes: Buffer, rule: ImageRule): Promise<{ bytes: Buffer; contentType: string }> {
  return oneAtATime(() => decodeAndKeep(bytes, rule));
}

async function decodeAndKeep(bytes: Buffer, rule: ImageRule): Promise<{ bytes: Buffer; contentType: string }> {
  const refuse = (message: string) => badRequest(message, { [rule.field]: message });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(rule.typeMessage);
  }
  const format = meta.format;
  if (!format || !(rule.kinds as readonly string[]).includes(format)) throw refuse(rule.typeMessage);
  if (!imageDimensionsAllowed(meta.width ?? 0, meta.height ?? 0)) throw refuse(imageTooLargeMessage(rule.label));
  const kind = format as KeptImageKind;
  try {
    // failOn 'warning': a truncated or damaged file is an error, not a half-grey picture.
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' })
      .rotate()
      .resize({ width: KEPT_IMAGE_MAX_SIDE_PX, height: KEPT_IMAGE_MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true });
    const output = await (kind === 'png' ? pipeline.png() : kind === 'jpeg' ? pipeline.jpeg({ quality: 85 }) : pipeline.webp({ quality: 85 })).toBuffer();
    return { bytes: output, contentType: CONTENT_TYPES[kind] };
  } catch {
    throw refuse(rule.typeMessage);
  }
}
