import { describe, expect, it } from 'vitest';
import { downsampleReadings, findExcursions, isFutureReading, PUBLIC_CHART_MAX_POINTS, temperatureBand, timeInBandPercent } from './cold-chain';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();

describe('cold-chain band and excursions (decisions 0020, 0021)', () => {
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

describe('public chart helpers (decision 0021)', () => {
  it('keeps a short list whole, rounded to 0.1 °C', () => {
    expect(downsampleReadings([{ at: at(0), celsius: 4.26 }, { at: at(1), celsius: -0.04 }])).toEqual([
      { at: at(0), celsius: 4.3 },
      { at: at(1), celsius: -0 },
    ]);
  });

  it('cuts a long list to at most 200 points in time order and keeps a one-reading spike', () => {
    const readings = Array.from({ length: 5000 }, (_, i) => ({ at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), celsius: i === 2345 ? 14.04 : 5 }));
    const points = downsampleReadings(readings);
    expect(points.length).toBeLessThanOrEqual(PUBLIC_CHART_MAX_POINTS);
    expect(points.map((p) => p.at)).toEqual([...points.map((p) => p.at)].sort());
    expect(points).toContainEqual({ at: readings[2345]!.at, celsius: 14 });
  });

  it('calls a reading more than two minutes ahead of now one from the future', () => {
    const now = new Date(Date.UTC(2026, 0, 1, 12, 0));
    expect(isFutureReading('2026-01-01T12:02:00.000Z', now)).toBe(false);
    expect(isFutureReading('2026-01-01T12:02:01.000Z', now)).toBe(true);
  });
});
