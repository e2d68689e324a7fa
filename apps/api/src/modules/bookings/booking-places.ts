import { estimateEmissions, PLACE_MESSAGES, type Coordinates, type Emissions, type Route, type VehicleType } from '@meridian/contracts';
import { planRoute, resolvePlace } from '../places/places.service';

// Decision 0098: a booking's places get their coordinates from the client or the gazetteer (modules/places), and its
// route and emissions follow from them; one computation for the create, the edit, the CSV import and the quote.

export type PlaceField = 'pickupLocation' | 'dropoffLocation';
type Place = { city: string; country: string; state?: string; coordinates?: Coordinates };

/** The place with coordinates: those the client sent, else the gazetteer's for its city in its country; null when it cannot be placed. */
export function withCoordinates<T extends Place>(place: T): (T & { coordinates: Coordinates }) | null {
  if (place.coordinates) return place as T & { coordinates: Coordinates };
  const found = resolvePlace({ city: place.city, country: place.country, ...(place.state ? { state: place.state } : {}) });
  return found ? { ...place, coordinates: found.coordinates } : null;
}

/** The field error of a place the gazetteer cannot find, keyed by the city's dotted path. */
export function cityNotFound(field: PlaceField, country: string): Record<string, string> {
  return { [`${field}.city`]: PLACE_MESSAGES.cityNotFound(country) };
}

/**
 * Each given place with its coordinates, or the field errors of those that cannot be placed (`pickupLocation.city`,
 * `dropoffLocation.city`), so a client learns of both at once.
 */
export function placeAll<T extends Partial<Record<PlaceField, Place>>>(
  places: T,
): { placed: { [K in keyof T]: T[K] & { coordinates: Coordinates } }; problems: Record<string, string> } {
  const placed: Record<string, unknown> = {};
  let problems: Record<string, string> = {};
  for (const field of ['pickupLocation', 'dropoffLocation'] as const) {
    const place = places[field];
    if (!place) continue;
    const found = withCoordinates(place);
    if (found) placed[field] = found;
    else problems = { ...problems, ...cityNotFound(field, place.country) };
  }
  return { placed: placed as { [K in keyof T]: T[K] & { coordinates: Coordinates } }, problems };
}

/** The route the mode travels between the two places and the emissions of the cargo on it (ISO 14083, contracts emissions.ts). */
export async function routeAndEmissions(input: { vehicleType: VehicleType; from: Coordinates; to: Coordinates; cargoWeightKg: number; isPerishable: boolean }): Promise<{
  route: Route;
  emissions: Emissions;
}> {
  const route = await planRoute({ vehicleType: input.vehicleType, from: input.from, to: input.to });
  const emissions = estimateEmissions({ mode: input.vehicleType, weightKg: input.cargoWeightKg, distanceKm: route.distanceKm, perishable: input.isPerishable });
  return { route, emissions };
}
