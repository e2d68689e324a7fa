import { describe, expect, it } from 'vitest';
import { countryCodeSchema, COUNTRY_CODES } from './countries';
import { addressLabel, editableLocation, foldPlaceName, isPostalCodeValidFor, locationSchema, placeLabel, PLACE_MESSAGES, routeLabel } from './places';
import { greatCircleKm, roadRoute, ROAD_CIRCUITY_FACTOR } from './route';

describe('countries', () => {
  it('when a code is ISO 3166-1 alpha-2, then it is accepted in any case; otherwise refused', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(countryCodeSchema.parse(' nl ')).toBe('NL');
    expect(countryCodeSchema.safeParse('UK').success).toBe(false);
    expect(countryCodeSchema.safeParse('NLD').success).toBe(false);
    expect(countryCodeSchema.safeParse('').success).toBe(false);
  });
});

describe('places', () => {
  const rotterdam = { address: 'Waalhaven 1', city: 'Rotterdam', country: 'NL' };

  it('when a postal code does not have its country format, then the error is on postalCode and names the country', () => {
    expect(locationSchema.safeParse({ ...rotterdam, postalCode: '3089 JB' }).success).toBe(true);
    const wrong = locationSchema.safeParse({ ...rotterdam, postalCode: '90210' });
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]).toMatchObject({ path: ['postalCode'], message: PLACE_MESSAGES.postalCode('NL') });
    expect(isPostalCodeValidFor('SW1A 1AA', 'GB')).toBe(true);
    expect(isPostalCodeValidFor('98101', 'US')).toBe(true);
    expect(isPostalCodeValidFor('9810', 'US')).toBe(false);
  });

  it('when a place has no country, then it is refused; a state is optional', () => {
    expect(locationSchema.safeParse({ address: '1 Main', city: 'Seattle', state: 'WA' }).success).toBe(false);
    expect(locationSchema.safeParse(rotterdam).success).toBe(true);
  });

  it('when names are folded, then accents, case and ligatures do not matter', () => {
    expect(foldPlaceName('São Paulo')).toBe('sao paulo');
    expect(foldPlaceName('Düsseldorf')).toBe(foldPlaceName('dusseldorf'));
    expect(foldPlaceName('Straße')).toBe('strasse');
    expect(foldPlaceName('Łódź')).toBe('lodz');
  });

  it('when a place is labelled or edited, then the state or else the country names it, and an unknown country is blank', () => {
    expect(placeLabel({ city: 'Seattle', state: 'WA', country: 'US' })).toBe('Seattle, WA');
    expect(placeLabel({ city: 'Rotterdam', country: 'NL' })).toBe('Rotterdam, NL');
    expect(editableLocation({ address: '1 Main', city: 'Boston', state: 'MA', needsCountry: true })).toEqual({ address: '1 Main', city: 'Boston', state: 'MA', country: '' });
  });

  it('when a place is printed with its street, or a shipment by its route, then each end is named as placeLabel names it', () => {
    expect(addressLabel({ address: '1 Dock Street', city: 'Baltimore', state: 'MD', country: 'US' })).toBe('1 Dock Street, Baltimore, MD');
    expect(addressLabel({ address: ' ', city: 'Rotterdam', country: 'NL' })).toBe('Rotterdam, NL');
    const shipment = { pickupLocation: { city: 'Rotterdam', country: 'NL' }, dropoffLocation: { city: 'Boston', state: 'MA', country: 'US' } };
    expect(routeLabel(shipment)).toBe('Rotterdam, NL to Boston, MA');
    expect(routeLabel(shipment, { arrow: true })).toBe('Rotterdam, NL → Boston, MA');
  });
});

describe('routes', () => {
  it('when Rotterdam and Hamburg are measured, then the great circle is about 410 km and the road 1.2 times it', () => {
    const rotterdam = { lat: 51.9225, lng: 4.47917 };
    const hamburg = { lat: 53.55073, lng: 9.99302 };
    const km = greatCircleKm(rotterdam, hamburg);
    expect(Math.abs(km - 410) / 410).toBeLessThan(0.02);
    const road = roadRoute(rotterdam, hamburg);
    expect(road.method).toBe('road-circuity');
    expect(road.distanceKm).toBeCloseTo(road.greatCircleKm * ROAD_CIRCUITY_FACTOR, 0);
    expect(greatCircleKm(rotterdam, rotterdam)).toBe(0);
  });
});
