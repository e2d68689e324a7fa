import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

// The examples of RFC 8785 itself, so the canonicalizer is checked against the standard, not against itself.
describe('canonicalJson (RFC 8785)', () => {
  it('when given the RFC section 3.2.2 example, then it writes the RFC output byte for byte', () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001], "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/", "literals": [null, true, false]}',
    );
    expect(canonicalJson(input)).toBe('{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}');
  });

  it('when keys hold characters outside the BMP, then they sort by UTF-16 code units as in RFC section 3.2.3', () => {
    const input = JSON.parse(
      '{"\\u20ac": "Euro Sign", "\\r": "Carriage Return", "\\ufb33": "Hebrew Letter Dalet With Dagesh", "1": "One", "\\ud83d\\ude00": "Emoji: Grinning Face", "\\u0080": "Control", "\\u00f6": "Latin Small Letter O With Diaeresis"}',
    );
    const values = Object.values(JSON.parse(canonicalJson(input)) as Record<string, string>);
    // JSON.parse keeps integer-like keys first; the order of the canonical text is what counts.
    const order = [...canonicalJson(input).matchAll(/:"([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['Carriage Return', 'One', 'Control', 'Latin Small Letter O With Diaeresis', 'Euro Sign', 'Emoji: Grinning Face', 'Hebrew Letter Dalet With Dagesh']);
    expect(values).toHaveLength(7);
  });

  it('when numbers sit at the edges of the IEEE 754 forms of RFC appendix B, then each is written as the RFC lists', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [-0, '0'],
      [5e-324, '5e-324'],
      [1.7976931348623157e308, '1.7976931348623157e+308'],
      [9007199254740992, '9007199254740992'],
      [295147905179352830000, '295147905179352830000'],
      [1e21, '1e+21'],
      [0.000001, '0.000001'],
      [1e-7, '1e-7'],
      [-1.5, '-1.5'],
    ];
    for (const [value, text] of cases) expect(canonicalJson(value)).toBe(text);
  });

  it('when a value cannot be written canonically, then it is refused rather than guessed', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: '\ud800' })).toThrow(TypeError);
  });

  it('when an object has undefined members, then they are left out as JSON.stringify would', () => {
    expect(canonicalJson({ b: 1, a: undefined, c: [true, 'x'] })).toBe('{"b":1,"c":[true,"x"]}');
  });
});
