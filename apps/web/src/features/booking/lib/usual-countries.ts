import { isCountryCode, type Booking, type CompanyProfile } from '@meridian/contracts';

export interface UsualCountries {
  pickup?: string;
  dropoff?: string;
}

/** The company profile names the United Kingdom "UK"; ISO 3166-1 says GB. */
function isoCountry(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  const iso = code === 'UK' ? 'GB' : code;
  return isCountryCode(iso) ? iso : undefined;
}

/**
 * Where a new booking's places start (decision 0096): the countries of the organization's most recent booking, end by
 * end (what it actually ships), else the company profile's country. Both live on the server, so every device and
 * every member of the organization starts from the same answer; nothing is kept in the browser for it.
 */
export function usualCountries(latest: Booking | null | undefined, profile: Pick<CompanyProfile, 'country'> | null | undefined): UsualCountries {
  const home = isoCountry(profile?.country);
  return {
    pickup: isoCountry(latest?.pickupLocation.country) ?? home,
    dropoff: isoCountry(latest?.dropoffLocation.country) ?? home,
  };
}
