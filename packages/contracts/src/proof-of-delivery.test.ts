import { describe, expect, it } from 'vitest';
import { proofFileProblem, sniffImageKind } from './proof-of-delivery';
import { MAX_SIGNATURE_BYTES } from './data-url';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1]);
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const webp = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');

describe('proof-of-delivery files', () => {
  it('tells PNG, JPEG and WebP apart by their bytes', () => {
    expect(sniffImageKind(png)).toBe('png');
    expect(sniffImageKind(jpeg)).toBe('jpeg');
    expect(sniffImageKind(webp)).toBe('webp');
  });

  it('refuses an executable, an HTML page or a PNG signature without its header chunk, whatever they are labelled', () => {
    expect(sniffImageKind(bytes('MZ', [0x90, 0, 3, 0]))).toBeUndefined();
    expect(sniffImageKind(bytes([0x7f], 'ELF', [2, 1, 1]))).toBeUndefined();
    expect(sniffImageKind(bytes('<!doctype html><script>'))).toBeUndefined();
    expect(sniffImageKind(png.slice(0, 8))).toBeUndefined();
  });

  it('takes only a PNG as a signature and JPEG, PNG or WebP as a photo', () => {
    expect(proofFileProblem('signature', png)).toBeUndefined();
    expect(proofFileProblem('signature', jpeg)).toBe('Signature must be a PNG image');
    expect(proofFileProblem('photo', webp)).toBeUndefined();
    expect(proofFileProblem('photo', bytes('GIF89a'))).toBe('Photo must be a JPEG, PNG or WebP image');
    expect(proofFileProblem('photo', new Uint8Array())).toBe('Photo must be a JPEG, PNG or WebP image');
  });

  it('refuses a signature over its size limit, naming the limit', () => {
    const big = new Uint8Array(MAX_SIGNATURE_BYTES + 1);
    big.set(png);
    expect(proofFileProblem('signature', big)).toBe('Signature must be at most 300 KB');
  });
});
