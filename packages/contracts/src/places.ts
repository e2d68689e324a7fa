import { z } from 'zod';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { countryCodeSchema, isCountryCode } from './countries';
import { optionalText, requiredText } from './text';

export const coordinatesSchema = z
  .strictObject({
    lat: z.number({ error: 'Latitude must be a number' }).min(-90, 'Latitude must be between -90 and 90').max(90, 'Latitude must be between -90 and 90'),
    lng: z
      .number({ error: 'Longitude must be a number' })
      .min(-180, 'Longitude must be between -180 and 180')
      .max(180, 'Longitude must be between -180 and 180'),
  })
  .meta({ id: 'Coordinates', description: 'WGS 84 degrees' });
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const PLACE_MESSAGES = {
  postalCode: (country: string) => `This is not a postal code used in ${country}`,
  cityNotFound: (country: string) => `We could not find this city in ${country}. Check the spelling or choose it from the list.`,
  addCountry: 'Add the country so we can place this address',
} as const;

/** Whether a postal code has the country's format; countries without a known format (or without postal codes) accept any. */
export function isPostalCodeValidFor(postalCode: string, country: string): boolean {
  if (!isCountryCode(country) || !postcodeValidatorExistsForCountry(country)) return true;
  return postcodeValidator(postalCode, country);
}

const locationShape = {
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  // Many countries have no states or provinces in their addresses.
  state: optionalText('State', 100),
  postalCode: optionalText('Postal code', 20),
  country: countryCodeSchema,
  // Resolved by the API from city and country when the client does not send them.
  coordinates: coordinatesSchema.optional(),
};

function refinePostalCode(value: { postalCode?: string; country?: string }, ctx: z.RefinementCtx): void {
  if (value.postalCode && value.country && !isPostalCodeValidFor(value.postalCode, value.country)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: PLACE_MESSAGES.postalCode(value.country) });
  }
}

/** A pickup or drop-off place as clients send it. */
export const locationSchema = z.strictObject(locationShape).superRefine(refinePostalCode).meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;
export type LocationInput = z.input<typeof locationSchema>;

/**
 * A place as a booking answers it. Bookings made before places had countries may still lack one (and coordinates)
 * until their owner adds it; `needsCountry` says so.
 */
export const storedLocationSchema = z
  .object({
    address: z.string(),
    city: z.string(),
    state: z.string().optional(),
    postalCode: z.string().optional(),
    country: z.string().optional(),
    coordinates: coordinatesSchema.optional(),
    needsCountry: z.boolean().optional().meta({ description: 'True on an old booking whose country could not be inferred' }),
  })
  .meta({ id: 'StoredLocation' });
export type StoredLocation = z.infer<typeof storedLocationSchema>;

/** The places a quote may be asked for: enough to find them (no street address needed). */
export const quoteLocationSchema = z
  .strictObject({ ...locationShape, address: optionalText('Address', 300) })
  .superRefine(refinePostalCode)
  .meta({ id: 'QuoteLocation' });

/** What naming a place reads: its city and its state, or its country where it has none. */
export type PlaceName = { city: string; state?: string | null; country?: string | null };

/** How a place is named on a line of a document or a card: "Seattle, WA", or "Rotterdam, NL" where there is no state. */
export function placeLabel(location: PlaceName): string {
  return [location.city, location.state || location.country].filter(Boolean).join(', ');
}

/** A place with its street, as a card or a document prints it on one line: "1 Dock Street, Baltimore, MD". */
export function addressLabel(location: PlaceName & { address?: string | null }): string {
  return [location.address?.trim(), placeLabel(location)].filter(Boolean).join(', ');
}

/**
 * A shipment's way in one line, each end named by placeLabel: "Baltimore, MD to Boston, MA" in sentences and documents,
 * "Baltimore, MD → Boston, MA" (`arrow`) where a list or a heading is short of room.
 */
export function routeLabel(shipment: { pickupLocation: PlaceName; dropoffLocation: PlaceName }, { arrow = false } = {}): string {
  return `${placeLabel(shipment.pickupLocation)}${arrow ? ' → ' : ' to '}${placeLabel(shipment.dropoffLocation)}`;
}

/** A stored place as an edit form starts from: the fields a client may send back (the country blank when unknown). */
export function editableLocation(stored: StoredLocation): LocationInput {
  return {
    address: stored.address,
    city: stored.city,
    country: stored.country ?? '',
    ...(stored.state ? { state: stored.state } : {}),
    ...(stored.postalCode ? { postalCode: stored.postalCode } : {}),
    ...(stored.coordinates ? { coordinates: stored.coordinates } : {}),
  };
}

// ---- GET /places -------------------------------------------------------------------------------------------------

export const MAX_PLACES = 10;
export const placesQuerySchema = z.strictObject({
  q: requiredText('Search', 100),
  country: countryCodeSchema.optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(MAX_PLACES).default(MAX_PLACES),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

export const placeSchema = z
  .object({
    name: z.string(),
    state: z.string().optional(),
    country: z.string(),
    coordinates: coordinatesSchema,
    population: z.number().int(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;
export const placesResponseSchema = z.array(placeSchema);

/** How place names are compared: accents and case folded, so "sao" finds "São Paulo" and "dusseldorf" "Düsseldorf". */
export function foldPlaceName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Øø]/g, 'o')
    .replace(/[Łł]/g, 'l')
    .toLowerCase()
    .trim();
}
