import {
  AIR_DISTANCE_ALLOWANCE_KM,
  foldPlaceName,
  greatCircleKm,
  roadRoute,
  roundKm,
  type Coordinates,
  type Place,
  type PlacesQuery,
  type Route,
} from '@meridian/contracts';
import { LONG_HAUL_KM, loadAirports, nearestAirport } from './airports';
import { citiesByPrefix, citiesNamed, loadGazetteer, stateOf, toPlace, type City } from './gazetteer';
import { loadSeaLanes, seaLeg } from './sea-lanes';

// Places: search the offline gazetteer, resolve a booking's city to coordinates, and plan the distance a mode travels
// (decision 0097). Everything here reads data shipped with packages; nothing goes to the network.

export function searchPlaces(query: PlacesQuery): Place[] {
  return citiesByPrefix(query.q, query.limit, query.country).map(toPlace);
}

function stateMatches(city: City, state: string): boolean {
  const wanted = foldPlaceName(state).toUpperCase();
  return city.adminCode.toUpperCase() === wanted || stateOf(city)?.toUpperCase() === wanted;
}

/**
 * The place a city in a country names: an exact folded-name match in that country; of several, the one in the given
 * state (US states and Canadian provinces by postal abbreviation, elsewhere the GeoNames admin1 code), then primary
 * names before alternate ones, then the most populous. Null when the country has no such city.
 */
export function resolvePlace(input: { city: string; country: string; state?: string }): { coordinates: Coordinates; name: string; state?: string } | null {
  const candidates = citiesNamed(input.city, input.country.toUpperCase());
  if (candidates.length === 0) return null;
  const rank = ({ city, primary }: { city: City; primary: boolean }) => [input.state && stateMatches(city, input.state) ? 1 : 0, primary ? 1 : 0, city.population];
  let best = candidates[0]!;
  for (const candidate of candidates.slice(1)) {
    const [a, b] = [rank(candidate), rank(best)];
    const i = a.findIndex((value, at) => value !== b[at]);
    if (i >= 0 && a[i]! > b[i]!) best = candidate;
  }
  const state = stateOf(best.city);
  return { coordinates: { lat: best.city.lat, lng: best.city.lng }, name: best.city.name, ...(state ? { state } : {}) };
}

/**
 * Ends this close are one local move by road whatever the mode (no flight or sailing joins two places in one city), and
 * two addresses placed at the same city's centre still travel some distance across it (decision 0097).
 */
const LOCAL_MOVE_KM = 10;
const LOCAL_MOVE_MIN_KM = 5;

function localRoute(from: Coordinates, to: Coordinates): Route {
  const road = roadRoute(from, to);
  return { ...road, distanceKm: Math.max(road.distanceKm, LOCAL_MOVE_MIN_KM) };
}

function greatCircleRoute(from: Coordinates, to: Coordinates): Route {
  const km = roundKm(greatCircleKm(from, to));
  return { greatCircleKm: km, distanceKm: km, method: 'great-circle' };
}

async function airRoute(from: Coordinates, to: Coordinates): Promise<Route> {
  const gc = greatCircleKm(from, to);
  const longHaul = gc > LONG_HAUL_KM;
  const [origin, destination] = await Promise.all([nearestAirport(from, longHaul), nearestAirport(to, longHaul)]);
  if (!origin || !destination) return greatCircleRoute(from, to);
  // One airport serves both ends: no flight joins them, the road does.
  if (origin.iata === destination.iata) return roadRoute(from, to);
  return {
    greatCircleKm: roundKm(gc),
    distanceKm: roundKm(greatCircleKm(origin, destination) + AIR_DISTANCE_ALLOWANCE_KM),
    method: 'air-airports',
    via: { from: origin.iata, to: destination.iata },
  };
}

function seaRoute(from: Coordinates, to: Coordinates): Route {
  const leg = seaLeg(from, to);
  // One port serves both ends: no sailing joins them, the road does.
  if (leg === 'same-port') return roadRoute(from, to);
  if (!leg) return greatCircleRoute(from, to);
  return { greatCircleKm: roundKm(greatCircleKm(from, to)), distanceKm: roundKm(leg.km), method: 'sea-lanes', via: { from: leg.from.name, to: leg.to.name } };
}

/**
 * The distance a shipment travels by its vehicle type: by road the great circle times the circuity factor; by air
 * between the nearest airports with scheduled service plus the GLEC allowance; by sea along the sea lanes between the
 * nearest ports. When no airport or sea route joins the two ends, the great circle, and `method` says so.
 */
export async function planRoute(input: { vehicleType: 'truck' | 'air' | 'sea'; from: Coordinates; to: Coordinates }): Promise<Route> {
  if (greatCircleKm(input.from, input.to) < LOCAL_MOVE_KM) return localRoute(input.from, input.to);
  if (input.vehicleType === 'truck') return roadRoute(input.from, input.to);
  if (input.vehicleType === 'air') return airRoute(input.from, input.to);
  return seaRoute(input.from, input.to);
}

const timed = async (load: () => unknown) => {
  const started = performance.now();
  await load();
  return Math.round(performance.now() - started);
};

/**
 * Reads the gazetteer, the airports and the sea lanes now rather than on first use: a production process does this
 * before it listens, so no request waits for it (decision 0097). Answers how long each took, in ms.
 */
export async function preloadPlaces(): Promise<{ gazetteerMs: number; airportsMs: number; seaLanesMs: number }> {
  return { gazetteerMs: await timed(loadGazetteer), airportsMs: await timed(loadAirports), seaLanesMs: await timed(loadSeaLanes) };
}
