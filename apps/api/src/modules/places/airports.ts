import { createRequire } from 'node:module';
import type * as AirportData from 'airport-data-js';
import { greatCircleKm, type Coordinates } from '@meridian/contracts';

// Airports for the air leg (decision 0097): OurAirports' data as `airport-data-js` ships it, offline. Only airports with
// scheduled service and an IATA code count; the package answers asynchronously, so the list is read once and kept, and
// the package itself (all 18,000 airports with their links, about 50 MB) is let go from the module cache.

export type Airport = { iata: string; lat: number; lng: number; runwayFt: number };

/**
 * Over this great-circle distance a leg is flown by wide-body aircraft, which need a long runway (decision 0097):
 * without the rule New York's nearest airport would be LaGuardia, which has no long-haul service.
 */
export const LONG_HAUL_KM = 4000;
const LONG_HAUL_RUNWAY_FT = 9000;

let airports: Promise<readonly Airport[]> | undefined;

async function readAirports(): Promise<readonly Airport[]> {
  const require = createRequire(import.meta.url);
  const { findAirports } = require('airport-data-js') as typeof AirportData;
  delete require.cache[require.resolve('airport-data-js')];
  const found = await findAirports({ has_scheduled_service: true });
  return found
    .filter((airport) => /^[A-Z]{3}$/.test(airport.iata ?? '') && (airport.type === 'large_airport' || airport.type === 'medium_airport'))
    .map((airport) => ({ iata: airport.iata, lat: airport.latitude, lng: airport.longitude, runwayFt: airport.runway_length ?? 0 }));
}

export function loadAirports(): Promise<readonly Airport[]> {
  airports ??= readAirports().catch((error: unknown) => {
    airports = undefined;
    throw error;
  });
  return airports;
}

/** The nearest airport with scheduled service to a place; on a long-haul leg, the nearest with a wide-body runway. */
export async function nearestAirport(to: Coordinates, longHaul: boolean): Promise<Airport | undefined> {
  let best: Airport | undefined;
  let bestKm = Infinity;
  for (const airport of await loadAirports()) {
    if (longHaul && airport.runwayFt < LONG_HAUL_RUNWAY_FT) continue;
    const km = greatCircleKm(to, airport);
    if (km < bestKm) {
      best = airport;
      bestKm = km;
    }
  }
  return best;
}
