import { locationEventSchema, pickupEventSchema } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { cleanEventValues } from './event-values';

describe('cleanEventValues', () => {
  it('when the note and the place are left blank, then they are absent and an optional-place move is valid', () => {
    const values = cleanEventValues({ type: 'pickup', version: 2, note: ' ', location: { place: '', coordinates: { lat: undefined, lng: undefined } } });
    expect(values).toEqual({ type: 'pickup', version: 2 });
    expect(pickupEventSchema.safeParse(values).success).toBe(true);
  });

  it('when a place is typed without coordinates, then the place is kept and the coordinates dropped', () => {
    const values = cleanEventValues({ type: 'location', version: 2, location: { place: 'Newark depot', coordinates: { lat: Number.NaN, lng: undefined } } });
    expect(values).toEqual({ type: 'location', version: 2, location: { place: 'Newark depot' } });
  });

  it('when only one coordinate is given, then it stays so the schema names the missing one', () => {
    const values = cleanEventValues({ type: 'location', version: 2, location: { place: 'Newark depot', coordinates: { lat: 40.7, lng: undefined } } });
    const result = locationEventSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Longitude must be a number');
  });

  it('when a location update has no place, then the schema still asks for it', () => {
    const result = locationEventSchema.safeParse(cleanEventValues({ type: 'location', version: 2, location: { place: '' } }));
    expect(result.error?.issues[0]?.message).toBe('Place is required');
  });
});
