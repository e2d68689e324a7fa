import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isMissingNumber = (value: unknown) => isBlank(value) || (typeof value === 'number' && Number.isNaN(value));

/**
 * A form holds every field, filled or not; a move's schema wants the optional ones absent. Blank optional text, a
 * place nobody typed and coordinates nobody gave are dropped, so a blank pickup place means "no place", not an error.
 */
export function cleanEventValues<T extends Record<string, unknown>>(values: T): T {
  const out: Record<string, unknown> = { ...values };
  for (const key of ['note', 'unpaidReason', 'photo', 'signature']) {
    if (isBlank(out[key])) delete out[key];
  }
  const location = out.location as { place?: unknown; coordinates?: { lat?: unknown; lng?: unknown } } | undefined;
  if (location && typeof location === 'object') {
    const coordinates = location.coordinates;
    const noCoordinates = !coordinates || (isMissingNumber(coordinates.lat) && isMissingNumber(coordinates.lng));
    const place = { ...location };
    if (noCoordinates) delete place.coordinates;
    // A location update must say where; its blank place stays so the schema names the field.
    if (isBlank(place.place) && noCoordinates && out.type !== 'location') delete out.location;
    else out.location = place;
  }
  return out as T;
}

/** The move's own contracts schema as the form's resolver, applied to the cleaned values. */
export function eventResolver<I extends FieldValues, O>(schema: z.ZodType<O, I>): Resolver<I, unknown, O> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<I, unknown, O>;
  return (values, context, options) => resolve(cleanEventValues(values), context, options);
}

/** Number inputs: empty means absent, anything else is read as a number (NaN fails the schema with its message). */
export const optionalNumber = { setValueAs: (value: unknown) => (isBlank(value) ? undefined : Number(value)) };
