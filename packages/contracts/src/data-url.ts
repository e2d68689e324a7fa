import { z } from 'zod';

// Signature and photo travel inside the JSON as data URLs so an offline phone can keep the whole move as one
// record and resend it unchanged; the API checks the real type by content (magic bytes), not by this prefix.
export const MAX_SIGNATURE_BYTES = 300 * 1024;
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

export const dataUrlField = (label: string, maxBytes: number) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^data:[a-z]+\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/]+=*$/, `${label} must be an image`)
    .max(base64Length(maxBytes) + 40, `${label} must be at most ${Math.round(maxBytes / 1024)} KB`);
