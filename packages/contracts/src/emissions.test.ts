import { describe, expect, it } from 'vitest';
import { EMISSION_FACTORS, estimateEmissions } from './emissions';

// Worked by hand from the factor table: tonne-km = t x km; kg CO2e = tonne-km x g/tkm / 1000.
const withinTenthOfAPercent = (actual: number, expected: number) => expect(Math.abs(actual - expected) / expected).toBeLessThan(0.001);

describe('emissions (ISO 14083 / GLEC default intensities)', () => {
  it('when 1,200 kg travel 492 km by road, then 590.4 t-km at 88 g make 51.955 kg CO2e well to wheel and 38.966 tank to wheel', () => {
    const e = estimateEmissions({ mode: 'truck', weightKg: 1200, distanceKm: 492, perishable: false });
    expect(e.tonneKm).toBe(590.4);
    expect(e.intensityWtwG).toBe(88);
    withinTenthOfAPercent(e.co2eWtwKg, 51.9552);
    withinTenthOfAPercent(e.co2eTtwKg, 38.9664);
    expect(e.factorId).toBe(EMISSION_FACTORS.truck.id);
  });

  it('when 250 kg fly 5,949 km, then 1,487.25 t-km at 789 g make 1,173.44 kg CO2e', () => {
    const e = estimateEmissions({ mode: 'air', weightKg: 250, distanceKm: 5949, perishable: true });
    expect(e.tonneKm).toBe(1487.25);
    // Air has no reefer uplift.
    expect(e.intensityWtwG).toBe(789);
    withinTenthOfAPercent(e.co2eWtwKg, 1173.44025);
    withinTenthOfAPercent(e.co2eTtwKg, 966.7125);
  });

  it('when 10 t of perishable cargo sail 19,000 km, then the 12 % reefer uplift makes 17.92 g and 3,404.8 kg CO2e', () => {
    const e = estimateEmissions({ mode: 'sea', weightKg: 10_000, distanceKm: 19_000, perishable: true });
    expect(e.tonneKm).toBe(190_000);
    expect(e.intensityWtwG).toBe(17.92);
    withinTenthOfAPercent(e.co2eWtwKg, 3404.8);
    withinTenthOfAPercent(e.co2eTtwKg, 2766.4);
  });

  it('when the figures are read back, then the CO2e is the shown tonne-km times the shown intensity', () => {
    const e = estimateEmissions({ mode: 'truck', weightKg: 333.333, distanceKm: 123.4, perishable: true });
    expect(e.co2eWtwKg).toBeCloseTo((e.tonneKm * e.intensityWtwG) / 1000, 3);
    for (const factor of Object.values(EMISSION_FACTORS)) expect(factor.ttwGPerTkm).toBeLessThan(factor.wtwGPerTkm);
  });
});
