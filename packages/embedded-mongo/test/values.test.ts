import { ObjectId } from 'bson';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareValues } from '../src/engine/values';

// The index and sort order of values (MongoDB's BSON comparison order): the shortcuts for common pairs must order
// exactly as the general comparison does.
const sign = (n: number) => Math.sign(n);

describe('compareValues', () => {
  it('when two ObjectIds are compared, then they order as their hex strings do', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), fc.uint8Array({ minLength: 12, maxLength: 12 }), (a, b) => {
        const [x, y] = [new ObjectId(a), new ObjectId(b)];
        const hex = x.toHexString() < y.toHexString() ? -1 : x.toHexString() > y.toHexString() ? 1 : 0;
        expect(sign(compareValues(x, y))).toBe(hex);
      }),
    );
  });

  it('when dates, numbers or strings are compared, then they order by time, value and code point, and below later BSON types', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.string(), fc.string(), (a, b, s, t) => {
        expect(sign(compareValues(new Date(a), new Date(b)))).toBe(sign(a - b));
        expect(sign(compareValues(a, b))).toBe(sign(a - b));
        expect(sign(compareValues(s, t))).toBe(s < t ? -1 : s > t ? 1 : 0);
        // Numbers sort before strings, strings before ObjectIds, ObjectIds before dates.
        expect(compareValues(a, s)).toBe(-1);
        expect(compareValues(s, new ObjectId())).toBe(-1);
        expect(compareValues(new ObjectId(), new Date(a))).toBe(-1);
        expect(compareValues(new Date(a), s)).toBe(1);
      }),
    );
  });

  it('when strings are compared under a collation, then the collation decides, not the code points', () => {
    const caseless = (x: string, y: string) => x.toLowerCase().localeCompare(y.toLowerCase());
    expect(compareValues('b', 'A', caseless)).toBe(1);
    expect(compareValues('b', 'A')).toBe(1);
    expect(compareValues('a', 'B', caseless)).toBe(-1);
    expect(compareValues('a', 'B')).toBe(1);
  });
});
