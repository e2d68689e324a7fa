import { describe, expect, it } from 'vitest';
import { findExcursions, temperatureBand, timeInBandPercent } from './cold-chain';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();

describe('cold-chain band and excursions (issue 13)', () => {
  it('gives the copy’s fresh-produce band for a booking at 2 °C', () => {
    expect(temperatureBand(2)).toMatchObject({ min: 0, max: 4 });
  });

  it('opens one excursion at the first reading outside and closes it at the first back inside', () => {
    const band = temperatureBand(5);
    const readings = [4, 6, 9, 11, 8, 5, 5, 1, 5].map((celsius, i) => ({ at: at(i * 10), celsius }));
    const excursions = findExcursions(readings, band);
    expect(excursions).toEqual([
      { openedAt: at(20), closedAt: at(50), peakCelsius: 11, direction: 'above' },
      { openedAt: at(70), closedAt: at(80), peakCelsius: 1, direction: 'below' },
    ]);
    // 80 minutes logged, 40 of them outside (20-50 and 70-80).
    expect(timeInBandPercent(readings, band)).toBe(50);
  });
});
