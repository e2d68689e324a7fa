import { describe, expect, it } from 'vitest';
import {
  coldChainFigures,
  downsampleReadings,
  findExcursions,
  formatTemperatureBand,
  isFutureReading,
  PUBLIC_CHART_MAX_POINTS,
  temperatureBand,
  timeInBandPercent,
} from './cold-chain';

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

describe('the one cold-chain computation (decision 0084)', () => {
  const band = temperatureBand(4);

  it('when the last reading opens an excursion still open, then it counts up to now and time in band falls below 100 %', () => {
    // In band 08:00 to 09:00, then 9.5 °C at 09:00 and nothing since: at 09:30 a third of the time was out of band.
    const readings = [
      { at: at(0), celsius: 4 },
      { at: at(30), celsius: 5 },
      { at: at(60), celsius: 9.5 },
    ];
    const excursions = findExcursions(readings, band);
    expect(timeInBandPercent(readings, band)).toBe(100);
    const figures = coldChainFigures({ band, readings, excursions, now: at(90) });
    expect(figures.timeInBandPercent).toBe(66.7);
    expect(figures.verdict).toBe('excursion-open');
    expect(figures.excursions).toEqual([{ openedAt: at(60), closedAt: null, peakCelsius: 9.5, direction: 'above' }]);
  });

  it('when the excursion stays open, then time in band keeps falling as now moves on', () => {
    const readings = [
      { at: at(0), celsius: 4 },
      { at: at(60), celsius: 9.5 },
    ];
    const excursions = findExcursions(readings, band);
    const early = coldChainFigures({ band, readings, excursions, now: at(120) }).timeInBandPercent!;
    const later = coldChainFigures({ band, readings, excursions, now: at(180) }).timeInBandPercent!;
    expect(early).toBe(50);
    expect(later).toBeLessThan(early);
  });

  it('when the excursion closed at delivery after the last reading, then it counts up to the delivery, not to now', () => {
    const readings = [
      { at: at(0), celsius: 4 },
      { at: at(30), celsius: 9.5 },
    ];
    const excursions = [{ openedAt: at(30), closedAt: at(60), closedBy: 'delivery' }];
    const figures = coldChainFigures({ band, readings, excursions, now: new Date(Date.UTC(2026, 11, 30)) });
    expect(figures.timeInBandPercent).toBe(50);
    expect(figures.verdict).toBe('excursion-closed');
  });

  it('when every reading is in band, then the verdict is in band and the last reading adds no time', () => {
    const readings = [
      { at: at(0), celsius: 3 },
      { at: at(30), celsius: 5 },
    ];
    const figures = coldChainFigures({ band, readings, excursions: [], now: at(200) });
    expect(figures).toEqual({ timeInBandPercent: 100, excursions: [], verdict: 'in-band' });
  });

  it('writes the band the customer agrees to as "2 °C to 6 °C"', () => {
    expect(formatTemperatureBand(temperatureBand(4))).toBe('2 °C to 6 °C');
    expect(formatTemperatureBand(temperatureBand(-20))).toBe('-22 °C to -18 °C');
    expect(formatTemperatureBand(temperatureBand(2.5))).toBe('0.5 °C to 4.5 °C');
  });
});
