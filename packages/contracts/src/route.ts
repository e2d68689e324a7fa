import { z } from 'zod';
import type { Coordinates } from './places';

// How a route's distance was found, so a reader knows what the figure stands for (decision 0096).
const ROUTE_METHODS = ['road-circuity', 'air-airports', 'sea-lanes', 'great-circle'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * Road distance as great-circle distance times a circuity factor: 1.2 is the middle of the factors measured for
 * European and North American road networks (1.1-1.3), used where no road network is at hand (decision 0096).
 */
export const ROAD_CIRCUITY_FACTOR = 1.2;
/** EN 16258 and the GLEC Framework add 95 km to the great-circle distance between airports for routing and holding. */
export const AIR_DISTANCE_ALLOWANCE_KM = 95;

export const routeSchema = z
  .object({
    greatCircleKm: z.number().meta({ description: 'Great-circle distance between pickup and drop-off' }),
    distanceKm: z.number().meta({ description: 'The distance the mode travels (the basis of the emissions)' }),
    method: z.enum(ROUTE_METHODS),
    via: z
      .object({ from: z.string(), to: z.string() })
      .optional()
      .meta({ description: 'The airports (IATA) or ports the main leg runs between' }),
  })
  .meta({ id: 'Route' });
export type Route = z.infer<typeof routeSchema>;

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance by the haversine formula on the mean Earth radius, in km. */
export function greatCircleKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown and stored to 0.1 km. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

export function roadRoute(from: Coordinates, to: Coordinates): Route {
  const gc = greatCircleKm(from, to);
  return { greatCircleKm: roundKm(gc), distanceKm: roundKm(gc * ROAD_CIRCUITY_FACTOR), method: 'road-circuity' };
}
