import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { temperatureBand } from './cold-chain';
import { canonicalTemperatureReport, compareForAcknowledgement, meanKineticCelsius, reportDigestParamsSchema } from './temperature-report';

describe('meanKineticCelsius (USP <1079>, ΔH/R = 10,000 K)', () => {
  it('when four readings of 20, 25, 30 and 35 °C are averaged, then the MKT is 29.05 °C, above their 27.5 °C mean', () => {
    // Worked by hand: e^(-10000/293.15) = 1.53196e-15, e^(-10000/298.15) = 2.71451e-15, e^(-10000/303.15) = 4.71999e-15,
    // e^(-10000/308.15) = 8.06109e-15; their mean 4.25689e-15; -ln of it = 33.09016; 10000 / 33.09016 = 302.2039 K = 29.0539 °C.
    expect(meanKineticCelsius([20, 25, 30, 35])).toBeCloseTo(29.0539, 3);
  });

  it('when the journey of the issue (4, 9.5, 4.2, 9.0 °C) is logged, then the MKT leans towards the warm readings', () => {
    expect(meanKineticCelsius([4, 9.5, 4.2, 9.0])).toBeCloseTo(7.0705, 3);
  });

  it('when there is one reading, then the MKT is that reading; with none, null', () => {
    expect(meanKineticCelsius([4])).toBeCloseTo(4, 9);
    expect(meanKineticCelsius([])).toBeNull();
  });

  it('when every reading is the same, then the MKT is that temperature whatever the count', () => {
    expect(meanKineticCelsius(Array.from({ length: 10_000 }, () => -18))).toBeCloseTo(-18, 6);
  });
});

describe('canonicalTemperatureReport', () => {
  const band = temperatureBand(4);
  const readings = [
    { at: '2026-11-20T10:15:00.000Z', celsius: 9.5, source: 'driver' },
    { at: '2026-11-20T10:00:00+00:00', celsius: 4, source: 'driver' },
    { at: '2026-11-20T10:15:00.000Z', celsius: -0, source: 'sensor' },
  ];

  it('when the readings come in any order, then the text (and so the digest) is the same, line by line', () => {
    const text = canonicalTemperatureReport({ trackingNumber: 'MXABCDE12345Z', band, readings });
    expect(text).toBe(
      [
        'meridian-temperature-report/1',
        'tracking:MXABCDE12345Z',
        'band:2,6,4,2',
        '2026-11-20T10:00:00.000Z,4,driver',
        '2026-11-20T10:15:00.000Z,9.5,driver',
        '2026-11-20T10:15:00.000Z,0,sensor',
        '',
      ].join('\n'),
    );
    const reversed = canonicalTemperatureReport({ trackingNumber: 'MXABCDE12345Z', band, readings: [...readings].reverse() });
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    expect(sha(reversed)).toBe(sha(text));
  });

  it('when one reading changes by a tenth of a degree, then the digest changes', () => {
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const changed = readings.map((r, i) => (i === 0 ? { ...r, celsius: 9.4 } : r));
    expect(sha(canonicalTemperatureReport({ trackingNumber: 'MX1', band, readings: changed }))).not.toBe(
      sha(canonicalTemperatureReport({ trackingNumber: 'MX1', band, readings })),
    );
  });
});

describe('reportDigestParamsSchema', () => {
  it('when a digest is typed in upper case, then it is read in lower case; anything else is refused', () => {
    const digest = 'A'.repeat(64);
    expect(reportDigestParamsSchema.parse({ digest })).toEqual({ digest: 'a'.repeat(64) });
    expect(reportDigestParamsSchema.safeParse({ digest: 'g'.repeat(64) }).success).toBe(false);
    expect(reportDigestParamsSchema.safeParse({ digest: 'a'.repeat(63) }).success).toBe(false);
  });
});

describe('compareForAcknowledgement', () => {
  const e = (openedAt: string, closedAt: string | null, acknowledged: boolean) => ({
    excursion: {
      id: openedAt,
      openedAt,
      closedAt,
      closedBy: closedAt ? ('reading' as const) : null,
      peakCelsius: 9,
      direction: 'above' as const,
      acknowledgement: acknowledged ? { by: 'u', byName: 'Ops', at: openedAt, disposition: 'released' as const, note: null } : null,
    },
  });
  it('when excursions are listed for the console, then open ones come first, then closed to acknowledge, then acknowledged', () => {
    const list = [e('2026-01-03', '2026-01-04', true), e('2026-01-01', '2026-01-02', false), e('2026-01-02', null, false), e('2026-01-05', '2026-01-06', false)];
    expect(list.sort(compareForAcknowledgement).map((x) => x.excursion.id)).toEqual(['2026-01-02', '2026-01-05', '2026-01-01', '2026-01-03']);
  });
});
