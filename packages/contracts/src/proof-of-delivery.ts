import { MAX_PHOTO_BYTES, MAX_SIGNATURE_BYTES } from './data-url';

// Proof of delivery (kept in GridFS, decision 0031). The API trusts the bytes, never the data URL's label: a renamed executable or an
// HTML page labelled image/png is refused. The web's signature pad and photo picker may run the same checks first.

export type ImageKind = 'png' | 'jpeg' | 'webp';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) => magic.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What image the bytes really are, from their magic numbers; undefined for anything else. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | undefined {
  // A PNG's first chunk is always IHDR, right after the 8-byte signature and the 4-byte length.
  if (startsWith(bytes, PNG_MAGIC) && startsWith(bytes, ascii('IHDR'), 12)) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

export type ProofFileField = 'signature' | 'photo';

export const PROOF_FILE_RULES: Record<ProofFileField, { label: string; kinds: readonly ImageKind[]; maxBytes: number; typeMessage: string }> = {
  signature: { label: 'Signature', kinds: ['png'], maxBytes: MAX_SIGNATURE_BYTES, typeMessage: 'Signature must be a PNG image' },
  photo: { label: 'Photo', kinds: ['jpeg', 'png', 'webp'], maxBytes: MAX_PHOTO_BYTES, typeMessage: 'Photo must be a JPEG, PNG or WebP image' },
};

const proofFileTooLargeMessage = (field: ProofFileField) =>
  `${PROOF_FILE_RULES[field].label} must be at most ${Math.round(PROOF_FILE_RULES[field].maxBytes / 1024)} KB`;

/** The problem with a decoded proof file, in the words the API answers on that field; undefined when it is fine. */
export function proofFileProblem(field: ProofFileField, bytes: Uint8Array): string | undefined {
  const rule = PROOF_FILE_RULES[field];
  if (bytes.length === 0) return rule.typeMessage;
  if (bytes.length > rule.maxBytes) return proofFileTooLargeMessage(field);
  const kind = sniffImageKind(bytes);
  return kind && rule.kinds.includes(kind) ? undefined : rule.typeMessage;
}

export const PROOF_NOT_AVAILABLE = 'This booking has no proof of delivery yet.';
