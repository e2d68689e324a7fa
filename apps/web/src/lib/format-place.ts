import { COUNTRY_CODES, type StoredLocation } from '@meridian/contracts';

// Country names come from the browser (decision 0096: no table of names ships with the contracts), in English like
// the rest of the screens.
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** "Netherlands" for NL; the code itself where the browser has no name for it; undefined without a country. */
export function countryName(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  try {
    return REGION_NAMES.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

let options: { code: string; name: string }[] | undefined;

/** Every country a place may be in, by name, for a select. */
export function countryOptions(): readonly { code: string; name: string }[] {
  options ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return options;
}

/** The place's second line: "Rotterdam 3011 AA", "Boston, MA 02108" (city, state, postal code as given). */
export function cityLine(location: Pick<StoredLocation, 'city' | 'state' | 'postalCode'>): string {
  const city = location.state ? `${location.city}, ${location.state}` : location.city;
  return location.postalCode ? `${city} ${location.postalCode}` : city;
}
