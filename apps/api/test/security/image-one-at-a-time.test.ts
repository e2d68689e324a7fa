import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { keepImage } from '../../src/lib/image';
import { pngBytes } from '../support/shipments';

// Decision 0089: a process keeps one image at a time; the others wait their turn, and a refused one never stalls the line.
const rule = { field: 'file', label: 'File', kinds: ['png', 'jpeg', 'webp'] as const, typeMessage: 'File must be a PNG, JPEG or WebP image' };

describe('images kept one at a time', () => {
  it('when several uploads arrive at once with a corrupt one among them, then each valid one is kept at its own size and the corrupt one alone is refused', async () => {
    const sizes = [[40, 20], [300, 200], [64, 64], [1000, 10]] as const;
    const corrupt = pngBytes(50, 50).subarray(0, 60);
    const results = await Promise.allSettled([...sizes.slice(0, 2).map(([w, h]) => keepImage(pngBytes(w, h), rule)), keepImage(corrupt, rule), ...sizes.slice(2).map(([w, h]) => keepImage(pngBytes(w, h), rule))]);
    expect(results[2]).toMatchObject({ status: 'rejected', reason: { message: rule.typeMessage } });
    const kept = [results[0], results[1], results[3], results[4]];
    for (const [i, result] of kept.entries()) {
      expect(result!.status).toBe('fulfilled');
      const meta = await sharp((result as PromiseFulfilledResult<{ bytes: Buffer }>).value.bytes).metadata();
      expect([meta.width, meta.height]).toEqual(sizes[i]);
    }
  });
});
