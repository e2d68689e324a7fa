import { describe, expect, it } from 'vitest';
import { ETA_FALLBACK_SPEED_KMH, ETA_ROAD_CIRCUITY, ETA_STOP_ALLOWANCE_MINUTES, estimateArrivals, insertStop, routeAfterStop, shortestStopOrder, type PositionFix } from './arrival-estimate';

const T0 = Date.parse('2026-12-07T09:00:00.000Z');
const KM_LAT = 111.32;
const MIN = 60_000;

/** A van driving north from (52, 5) at `kmh`, a fix every 30 s for `minutes`. */
function drive(kmh: number, minutes: number): PositionFix[] {
  return Array.from({ length: minutes * 2 + 1 }, (_, i) => ({ at: T0 + i * 30_000, lat: 52 + (kmh * (i / 120)) / KM_LAT, lng: 5, accuracyM: 10 }));
}
const north = (fix: PositionFix, km: number) => ({ lat: fix.lat + km / KM_LAT, lng: fix.lng });

describe('estimateArrivals', () => {
  it('when there is no fix or no stop, then there is no estimate', () => {
    expect(estimateArrivals({ now: T0, fixes: [], stops: [{ id: 'a', lat: 52, lng: 5 }] })).toEqual([]);
    expect(estimateArrivals({ now: T0, fixes: drive(30, 1), stops: [] })).toEqual([]);
  });

  it('when the van has driven steadily for a while, then the arrival is the road distance at about its speed, inside the window', () => {
    const fixes = drive(40, 40);
    const here = fixes.at(-1)!;
    const now = here.at;
    const [estimate] = estimateArrivals({ now, fixes, stops: [{ id: 'a', ...north(here, 10) }] });
    const minutes = (estimate!.expectedAt - now) / MIN;
    // Mostly the observed 40 km/h, a little of the fallback.
    expect(minutes).toBeGreaterThan(((10 * ETA_ROAD_CIRCUITY) / 40) * 60);
    expect(minutes).toBeLessThan(((10 * ETA_ROAD_CIRCUITY) / ETA_FALLBACK_SPEED_KMH) * 60);
    expect(estimate!.from).toBeLessThan(estimate!.expectedAt);
    expect(estimate!.to).toBeGreaterThan(estimate!.expectedAt);
  });

  it('when another delivery comes first, then it adds its allowance and the later window is wider', () => {
    const fixes = drive(30, 30);
    const here = fixes.at(-1)!;
    const [first, second] = estimateArrivals({ now: here.at, fixes, stops: [{ id: 'far', ...north(here, 6) }, { id: 'near', ...north(here, 3) }] });
    expect(first!.id).toBe('near');
    expect(second!.id).toBe('far');
    expect(second!.stopsBefore).toBe(1);
    const gap = (second!.expectedAt - first!.expectedAt) / MIN;
    expect(gap).toBeGreaterThan(ETA_STOP_ALLOWANCE_MINUTES);
    expect(second!.to - second!.from).toBeGreaterThan(first!.to - first!.from);
  });

  it('when the phone has been silent, then the window widens but opens no earlier than now', () => {
    const fixes = drive(30, 30);
    const here = fixes.at(-1)!;
    const stops = [{ id: 'a', ...north(here, 5) }];
    const fresh = estimateArrivals({ now: here.at, fixes, stops })[0]!;
    const silent = estimateArrivals({ now: here.at + 20 * MIN, fixes, stops })[0]!;
    expect(silent.to - silent.from).toBeGreaterThan(fresh.to - fresh.from);
    expect(silent.from).toBeGreaterThanOrEqual(here.at + 20 * MIN);
  });

  it('when the van stands at one door, then the next door waits only for what is left of its allowance', () => {
    const fixes = drive(30, 20);
    const door = fixes.at(-1)!;
    const standing = [...fixes, ...Array.from({ length: 8 }, (_, i) => ({ ...door, at: door.at + (i + 1) * 30_000 }))];
    const now = standing.at(-1)!.at;
    const stops = [{ id: 'door', lat: door.lat, lng: door.lng }, { id: 'next', ...north(door, 2) }];
    const [atDoor, next] = estimateArrivals({ now, fixes: standing, stops });
    expect(atDoor!.id).toBe('door');
    expect(atDoor!.expectedAt).toBe(now);
    // Four minutes stood of the six: about two left, then the drive (at no less than the fallback speed here).
    const wait = (next!.expectedAt - now) / MIN;
    const driving = ((2 * ETA_ROAD_CIRCUITY) / ETA_FALLBACK_SPEED_KMH) * 60;
    expect(wait).toBeLessThan(ETA_STOP_ALLOWANCE_MINUTES - 3 + driving);
    expect(wait).toBeGreaterThan(ETA_STOP_ALLOWANCE_MINUTES - 4.5);
  });
});

describe('estimateArrivals with the driver’s route (decision 0116)', () => {
  it('when a route is kept, then the stops come in its order, even when another is nearer the van', () => {
    const fixes = drive(30, 30);
    const here = fixes.at(-1)!;
    const stops = [{ id: 'near', ...north(here, 2) }, { id: 'far', ...north(here, 6) }];
    const guessed = estimateArrivals({ now: here.at, fixes, stops });
    expect(guessed.map((e) => e.id)).toEqual(['near', 'far']);
    const [first, second] = estimateArrivals({ now: here.at, fixes, stops, order: ['far', 'near'] });
    expect(first!.id).toBe('far');
    expect(first!.stopsBefore).toBe(0);
    expect(second!.id).toBe('near');
    expect(second!.stopsBefore).toBe(1);
    // Out to the far one and back four km, plus a door: later than the guess would have had it.
    expect(second!.expectedAt).toBeGreaterThan(guessed.find((e) => e.id === 'far')!.expectedAt);
  });

  it('when the route misses a stop, then it goes where it fits best, and ids no longer out are ignored', () => {
    const fixes = drive(30, 30);
    const here = fixes.at(-1)!;
    // b lies 4 km north and 3 km east: on the way to c it costs the least.
    const b = { id: 'b', lat: north(here, 4).lat, lng: here.lng + 3 / (KM_LAT * Math.cos((52 * Math.PI) / 180)) };
    const stops = [{ id: 'a', ...north(here, 2) }, b, { id: 'c', ...north(here, 6) }];
    const estimates = estimateArrivals({ now: here.at, fixes, stops, order: ['gone', 'c', 'a'] });
    expect(estimates.map((e) => e.id)).toEqual(['b', 'c', 'a']);
  });
});

describe('routes (decision 0116)', () => {
  const at = (id: string, km: number) => ({ id, lat: 52 + km / KM_LAT, lng: 5 });

  it('when a stop is added, then it goes where it lengthens the route least', () => {
    const route = [at('a', 1), at('c', 3)];
    expect(insertStop({ lat: 52, lng: 5 }, route, at('b', 2)).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(insertStop({ lat: 52, lng: 5 }, route, at('d', 9)).map((s) => s.id)).toEqual(['a', 'c', 'd']);
  });

  it('when a stop is made out of order, then the rest keep their order from it and the skipped ones go where they fit', () => {
    const route = [at('a', 1), at('b', 2), at('c', 5), at('d', 6)];
    expect(routeAfterStop(route, 'a').map((s) => s.id)).toEqual(['b', 'c', 'd']);
    // At c: d keeps following it; a and b, skipped behind the van, are fitted in from there.
    expect(routeAfterStop(route, 'c').map((s) => s.id)).toEqual(['d', 'b', 'a']);
  });

  it('when no position is known, then the proposal is the shortest path from whichever end', () => {
    const ids = shortestStopOrder([at('b', 2), at('d', 6), at('a', 1), at('c', 3)]).map((s) => s.id);
    expect([ids.join(''), [...ids].reverse().join('')]).toContain('abcd');
  });
});
