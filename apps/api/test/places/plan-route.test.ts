import { AIR_DISTANCE_ALLOWANCE_KM, greatCircleKm, ROAD_CIRCUITY_FACTOR, routeSchema } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { planRoute, resolvePlace } from '../../src/modules/places/places.service';

function place(city: string, country: string, state?: string) {
  const found = resolvePlace({ city, country, ...(state ? { state } : {}) });
  expect(found, `${city}, ${country}`).not.toBeNull();
  return found!;
}

describe('resolvePlace', () => {
  it('when Rotterdam NL and Hamburg DE are resolved, then they are about 410 km apart', () => {
    const rotterdam = place('Rotterdam', 'NL');
    const hamburg = place('hamburg', 'de');
    expect(rotterdam.name).toBe('Rotterdam');
    expect(hamburg.name).toBe('Hamburg');
    expect(greatCircleKm(rotterdam.coordinates, hamburg.coordinates)).toBeGreaterThan(410 * 0.98);
    expect(greatCircleKm(rotterdam.coordinates, hamburg.coordinates)).toBeLessThan(410 * 1.02);
  });

  it('when a city is not in the country given, then it resolves to null', () => {
    expect(resolvePlace({ city: 'Hamburg', country: 'NL' })).toBeNull();
    expect(resolvePlace({ city: 'Nowhereville', country: 'US' })).toBeNull();
  });

  it('when several cities share the name, then the state decides, else the most populous', () => {
    expect(place('Portland', 'US')).toMatchObject({ state: 'OR' });
    expect(place('Portland', 'US', 'ME')).toMatchObject({ state: 'ME' });
    expect(place('London', 'CA', 'ON')).toMatchObject({ name: 'London', state: 'ON' });
    expect(place('Springfield', 'US', 'il').coordinates.lat).toBeCloseTo(39.8, 1);
  });

  it('when the city is written without accents or without "City", then it is still found', () => {
    expect(place('Sao Paulo', 'BR').name).toBe('São Paulo');
    expect(place('New York', 'US')).toMatchObject({ name: 'New York City', state: 'NY' });
  });
});

describe('planRoute', () => {
  const rotterdam = place('Rotterdam', 'NL').coordinates;
  const hamburg = place('Hamburg', 'DE').coordinates;

  it('when the truck goes Rotterdam to Hamburg, then the road distance is the great circle times the circuity factor', async () => {
    const route = routeSchema.parse(await planRoute({ vehicleType: 'truck', from: rotterdam, to: hamburg }));
    expect(route.method).toBe('road-circuity');
    expect(Math.abs(route.greatCircleKm - 410) / 410).toBeLessThan(0.02);
    expect(route.distanceKm).toBeGreaterThanOrEqual(route.greatCircleKm);
    expect(route.distanceKm).toBeCloseTo(route.greatCircleKm * ROAD_CIRCUITY_FACTOR, 0);
  });

  it('when the air route is Amsterdam to New York, then it flies between real long-haul airports and adds the 95 km allowance', async () => {
    const from = place('Amsterdam', 'NL').coordinates;
    const to = place('New York', 'US').coordinates;
    const route = routeSchema.parse(await planRoute({ vehicleType: 'air', from, to }));
    expect(route.method).toBe('air-airports');
    expect(route.via?.from).toBe('AMS');
    expect(['JFK', 'EWR']).toContain(route.via?.to);
    const airports = { AMS: { lat: 52.309, lng: 4.7634 }, JFK: { lat: 40.6423, lng: -73.7882 }, EWR: { lat: 40.6891, lng: -74.1788 } };
    const flown = greatCircleKm(airports.AMS, airports[route.via!.to as 'JFK' | 'EWR']);
    expect(route.distanceKm).toBeCloseTo(flown + AIR_DISTANCE_ALLOWANCE_KM, -1);
  });

  it('when the sea route is Rotterdam to Shanghai, then it sails the lanes between the ports, far longer than the great circle', async () => {
    const shanghai = place('Shanghai', 'CN').coordinates;
    const route = routeSchema.parse(await planRoute({ vehicleType: 'sea', from: rotterdam, to: shanghai }));
    expect(route.method).toBe('sea-lanes');
    expect(route.via).toEqual({ from: 'Rotterdam', to: 'Shanghai' });
    expect(route.distanceKm).toBeGreaterThan(route.greatCircleKm * 1.5);
    // Through Suez, Rotterdam to Shanghai is about 10,500 nautical miles (19,400 km).
    expect(route.distanceKm).toBeGreaterThan(18_000);
    expect(route.distanceKm).toBeLessThan(21_000);
  });

  it('when one airport serves both ends (Rotterdam to Delft), then the air route goes by road, since no flight joins them', async () => {
    const delft = place('Delft', 'NL').coordinates;
    const route = routeSchema.parse(await planRoute({ vehicleType: 'air', from: rotterdam, to: delft }));
    expect(route.method).toBe('road-circuity');
    expect(route.via).toBeUndefined();
    expect(route.distanceKm).toBeCloseTo(route.greatCircleKm * ROAD_CIRCUITY_FACTOR, 0);
  });

  it('when both ends are in the same city, then every mode answers a small road distance, never zero or NaN', async () => {
    for (const vehicleType of ['truck', 'air', 'sea'] as const) {
      const route = routeSchema.parse(await planRoute({ vehicleType, from: rotterdam, to: rotterdam }));
      expect(route.method).toBe('road-circuity');
      expect(route.greatCircleKm).toBe(0);
      expect(route.distanceKm).toBeGreaterThan(0);
      expect(route.distanceKm).toBeLessThan(20);
    }
  });
});
