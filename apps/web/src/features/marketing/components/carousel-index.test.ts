import { describe, expect, it } from 'vitest';
import { wrapIndex } from './carousel-index';

describe('wrapIndex', () => {
  it('when stepping past the last slide, then it wraps to the first', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('when stepping before the first slide, then it wraps to the last', () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('keeps indexes inside the range and survives an empty list', () => {
    expect(wrapIndex(2, 3)).toBe(2);
    expect(wrapIndex(13, 6)).toBe(1);
    expect(wrapIndex(4, 0)).toBe(0);
  });
});
