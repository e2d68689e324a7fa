// SECURITY.md: an image's real size, read from its header before anything decodes it. A small file can claim a huge
// canvas (16000 x 16000 zeros compress to under 1 MB and take 4 GB to decode), so the bytes limit is not enough.
const MAX_IMAGE_SIDE_PX = 8000;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** What is kept is re-encoded no larger than this on its longer side, so no later reader decodes the sender's bytes. */
export const KEPT_IMAGE_MAX_SIDE_PX = 2400;

export const imageTooLargeMessage = (label: string) =>
  `${label} must be at most ${MAX_IMAGE_SIDE_PX.toLocaleString('en-US')} px on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

/** Whether an image of these dimensions may be accepted at all. */
export function imageDimensionsAllowed(width: number, height: number): boolean {
  return width > 0 && height > 0 && width <= MAX_IMAGE_SIDE_PX && height <= MAX_IMAGE_SIDE_PX && width * height <= MAX_IMAGE_PIXELS;
}
