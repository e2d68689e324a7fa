import { greatCircleKm, roadRoute, roundKm, type Coordinates, type Route, type VehicleType } from '@meridian/contracts';

// A stand-in with the signatures the `places` branch exports (the gazetteer and the air and sea routes live there);
// the `pieces` branch writes against it until that branch is merged, which replaces this file whole.
const KNOWN: { name: string; country: string; state?: string; coordinates: Coordinates }[] = [
  { name: 'Oakland', country: 'US', state: 'CA', coordinates: { lat: 37.80437, lng: -122.2708 } },
  { name: 'Denver', country: 'US', state: 'CO', coordinates: { lat: 39.73915, lng: -104.9847 } },
  { name: 'Seattle', country: 'US', state: 'WA', coordinates: { lat: 47.60621, lng: -122.33207 } },
  { name: 'Portland', country: 'US', state: 'OR', coordinates: { lat: 45.52345, lng: -122.67621 } },
  { name: 'Rotterdam', country: 'NL', coordinates: { lat: 51.9225, lng: 4.47917 } },
  { name: 'Hamburg', country: 'DE', coordinates: { lat: 53.57532, lng: 10.01534 } },
];

export function resolvePlace(input: { city: string; country: string; state?: string }): { coordinates: Coordinates; name: string; state?: string } | null {
  const city = input.city.trim().toLowerCase();
  const found = KNOWN.find((place) => place.name.toLowerCase() === city && place.country === input.country.toUpperCase());
  return found ? { coordinates: found.coordinates, name: found.name, ...(found.state ? { state: found.state } : {}) } : null;
}

export function planRoute(input: { vehicleType: VehicleType; from: Coordinates; to: Coordinates }): Route {
  if (input.vehicleType === 'truck') return roadRoute(input.from, input.to);
  const km = roundKm(greatCircleKm(input.from, input.to));
  return { greatCircleKm: km, distanceKm: km, method: 'great-circle' };
}
