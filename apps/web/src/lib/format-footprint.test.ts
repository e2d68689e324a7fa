import { estimateEmissions, roadRoute } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { describeRoute, emissionsWorking, formatKgFigure, formatKm } from './format-footprint';
import { formatSscc } from './format-sscc';
import { cityLine } from './format-place';

describe('shipment facts in words', () => {
  it('when a route was measured by road, then it reads as about N km by road with the straight line and the factor', () => {
    const route = roadRoute({ lat: 51.9225, lng: 4.4792 }, { lat: 53.5511, lng: 9.9937 });
    const described = describeRoute(route);
    expect(described.headline).toBe(`About ${formatKm(route.distanceKm)} by road`);
    expect(described.how).toBe(`Straight line ${formatKm(route.greatCircleKm)} × 1.2, the usual extra length of roads`);
  });

  it('when a route flew between airports, then it names them and the 95 km allowance', () => {
    const described = describeRoute({ greatCircleKm: 5860.4, distanceKm: 5955.4, method: 'air-airports', via: { from: 'AMS', to: 'JFK' } });
    expect(described.headline).toBe('By air AMS → JFK: 5,955 km');
    expect(described.how).toBe('Straight line between the airports plus 95 km for routing and holding');
  });

  it('when emissions are shown, then the working redoes the stored figure: weight x distance, times the intensity', () => {
    const emissions = estimateEmissions({ mode: 'truck', weightKg: 120.5, distanceKm: 492.3, perishable: true });
    const lines = emissionsWorking(emissions, 120.5, 492.3);
    expect(lines[0]).toBe(`0.1205 t × 492.3 km = ${emissions.tonneKm} tonne-km`);
    expect(lines[1]).toBe(`× 98.56 g CO₂e per tonne-km = ${emissions.co2eWtwKg} kg CO₂e`);
    expect(lines[2]).toBe('Includes 12 % for refrigeration.');
    expect((emissions.tonneKm * 98.56) / 1000).toBeCloseTo(emissions.co2eWtwKg, 3);
  });

  it('when the weight shown does not give the stored tonne-km, then only the tonne-km is stated', () => {
    const emissions = estimateEmissions({ mode: 'sea', weightKg: 1000, distanceKm: 100, perishable: false });
    expect(emissionsWorking(emissions, 400, 100)[0]).toBe('100 tonne-km');
  });

  it('when figures are large or small, then they keep a sensible number of decimals', () => {
    expect(formatKm(4.24)).toBe('4.2 km');
    expect(formatKm(1234.56)).toBe('1,235 km');
    expect(formatKgFigure(5.2234)).toBe('5.22');
    expect(formatKgFigure(43.34)).toBe('43.3');
    expect(formatKgFigure(12_345.6)).toBe('12,346');
  });

  it('when an SSCC is shown, then it is grouped as GS1 prints it under the barcode', () => {
    expect(formatSscc('006141411234567890')).toBe('(00) 0 0614141 123456789 0');
    expect(formatSscc('not-an-sscc')).toBe('not-an-sscc');
  });

  it('when a place has a country, postal code and state, then it reads as people write it', () => {
    expect(cityLine({ city: 'Rotterdam', postalCode: '3011 AA' })).toBe('Rotterdam 3011 AA');
    expect(cityLine({ city: 'Boston', state: 'MA', postalCode: '02108' })).toBe('Boston, MA 02108');
  });
});
