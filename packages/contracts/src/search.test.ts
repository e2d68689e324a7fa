import { describe, expect, it } from 'vitest';
import { bookingSearchKeys, foldSearchText, prefixPattern, searchKeysFor, userSearchKeys } from './search';

describe('search keys', () => {
  it('when a value has accents, capitals and punctuation, then it is folded to plain lower-case words', () => {
    expect(foldSearchText('  São Paulo-Sul ')).toBe('sao paulo sul');
    expect(foldSearchText('Zürich, ÉCOLE')).toBe('zurich ecole');
    expect(foldSearchText("O'Brien & Søn")).toBe('o brien son');
    expect(foldSearchText('Łódź Spółka Straße')).toBe('lodz spolka strasse');
  });

  it('when a value has several words, then every word-start suffix is a key, once', () => {
    expect(searchKeysFor(['New York City', 'york city', null])).toEqual(['new york city', 'york city', 'city']);
  });

  it('when a booking is keyed, then its name and both cities are there', () => {
    const keys = bookingSearchKeys({ fullNameOrBusiness: 'Acme Foods', pickupLocation: { city: 'Düsseldorf' }, dropoffLocation: { city: 'San José' } });
    expect(keys).toEqual(['acme foods', 'foods', 'dusseldorf', 'san jose', 'jose']);
  });

  it('when a user is keyed, then first last, last, company and the e-mail are there', () => {
    expect(userSearchKeys({ firstName: 'Zoë', lastName: 'Ng', companyName: 'Ng & Co', email: 'Zoe@Ex.test' })).toEqual(['zoe ng', 'ng', 'ng co', 'co', 'zoe@ex.test']);
  });

  it('when a prefix holds regex characters, then they are literal and the pattern is anchored', () => {
    const re = prefixPattern('a.b(');
    expect(re.test('a.b(c')).toBe(true);
    expect(re.test('axb(c')).toBe(false);
    expect(re.test('za.b(')).toBe(false);
  });
});
