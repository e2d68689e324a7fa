import type { StoredLocation } from '@meridian/contracts';

/** The place's second line: "Rotterdam 3011 AA", "Boston, MA 02108" (city, state, postal code as given). */
export function cityLine(location: Pick<StoredLocation, 'city' | 'state' | 'postalCode'>): string {
  const city = location.state ? `${location.city}, ${location.state}` : location.city;
  return location.postalCode ? `${city} ${location.postalCode}` : city;
}
