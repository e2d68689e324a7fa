import { COUNTRY_CODES, deriveCargoLine, expandPieces, foldPlaceName, MAX_PIECES, type CargoLine, type Coordinates, type VehicleType } from '@meridian/contracts';
import type mongoose from 'mongoose';
import { allocateSsccs } from '../modules/bookings/booking-pieces';
import { routeAndEmissions } from '../modules/bookings/booking-places';
import { BookingModel } from '../modules/bookings/bookings.model';
import { resolvePlace } from '../modules/places/places.service';

// Decision 0099: bookings made before places had countries and cargo had pieces (decision 0096) get what the gazetteer
// can say of their places without guessing, one derived cargo line, a piece with an SSCC per physical piece, and the
// route and emissions where both ends are placed.

const DEFAULT_BATCH = 200;
const MAX_ATTEMPTS = 3;

// A state written as one of these two-letter codes names the country: the two sets do not overlap.
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);
const CA_PROVINCES = new Set('AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' '));

export function countryOfStateCode(state: string | null | undefined): 'US' | 'CA' | undefined {
  const code = (state ?? '').trim().toUpperCase();
  if (US_STATES.has(code)) return 'US';
  if (CA_PROVINCES.has(code)) return 'CA';
  return undefined;
}

type Resolve = typeof resolvePlace;
type OldPlace = { city?: string | null; state?: string | null; country?: string | null };
export type Placed = { country: string; coordinates: Coordinates };

/**
 * Where the gazetteer places an old booking's city without guessing (decision 0099), else null:
 * - a stored country, or one a US state or Canadian province code implies: the place the API would give a new booking
 *   with that city and country;
 * - no country: the city is looked up in every country, and accepted only when one country alone has a place of that
 *   name, or when the stored state names the state of exactly one of the places found.
 */
export function placeOldLocation(place: OldPlace, resolve: Resolve = resolvePlace): Placed | null {
  const city = place.city?.trim();
  if (!city) return null;
  const state = place.state?.trim() || undefined;
  const known = place.country?.trim().toUpperCase() || countryOfStateCode(state);
  if (known) {
    const found = resolve({ city, country: known, ...(state ? { state: known === 'US' || known === 'CA' ? state.toUpperCase() : state } : {}) });
    return found ? { country: known, coordinates: found.coordinates } : null;
  }
  const matches = COUNTRY_CODES.flatMap((country) => {
    const found = resolve({ city, country });
    return found ? [{ country, found }] : [];
  });
  if (matches.length === 1) return { country: matches[0]!.country, coordinates: matches[0]!.found.coordinates };
  if (!state || matches.length === 0) return null;
  const inState = matches.filter((m) => m.found.state && foldPlaceName(m.found.state) === foldPlaceName(state));
  return inState.length === 1 ? { country: inState[0]!.country, coordinates: inState[0]!.found.coordinates } : null;
}

type StoredPlace = OldPlace & { coordinates?: { lat?: number | null; lng?: number | null } | null; needsCountry?: boolean | null };
type OldBooking = {
  _id: mongoose.Types.ObjectId;
  version?: number;
  vehicleType?: string;
  cargoWeightKg?: number;
  quantity?: number;
  dimensions?: { length?: number | null; width?: number | null; height?: number | null } | null;
  isPerishable?: boolean;
  pickupLocation?: StoredPlace | null;
  dropoffLocation?: StoredPlace | null;
  cargoLines?: unknown[] | null;
  pieces?: unknown[] | null;
  route?: unknown;
  emissions?: unknown;
};

const PROJECTION = {
  version: 1,
  vehicleType: 1,
  cargoWeightKg: 1,
  quantity: 1,
  dimensions: 1,
  isPerishable: 1,
  pickupLocation: 1,
  dropoffLocation: 1,
  cargoLines: 1,
  'pieces.index': 1,
  route: 1,
  emissions: 1,
};

const coordinatesOf = (place: StoredPlace | null | undefined): Coordinates | null =>
  place?.coordinates && typeof place.coordinates.lat === 'number' && typeof place.coordinates.lng === 'number'
    ? { lat: place.coordinates.lat, lng: place.coordinates.lng }
    : null;

/** The one line a booking made with totals stands for; none when its totals cannot describe a piece. */
function derivedLines(doc: OldBooking): CargoLine[] | null {
  const quantity = doc.quantity;
  const weight = doc.cargoWeightKg;
  if (!Number.isInteger(quantity) || quantity! < 1 || typeof weight !== 'number' || !(weight > 0)) return null;
  const d = doc.dimensions;
  const dimensions = d?.length != null && d.width != null && d.height != null ? { length: d.length, width: d.width, height: d.height } : null;
  return [deriveCargoLine({ quantity: quantity!, cargoWeightKg: weight, dimensions })];
}

type Plan = { set: Record<string, unknown>; lines: CargoLine[] | null };

/** What this booking still lacks, without its SSCCs (allocated for the whole batch at once); null when nothing. */
async function planFor(doc: OldBooking, place: (p: OldPlace) => Placed | null = placeOldLocation): Promise<Plan | null> {
  const set: Record<string, unknown> = {};
  const ends: (Coordinates | null)[] = [];
  for (const side of ['pickupLocation', 'dropoffLocation'] as const) {
    const stored = doc[side];
    let at = coordinatesOf(stored);
    if (!at && stored && !stored.needsCountry) {
      const found = place(stored);
      if (found) {
        set[`${side}.country`] = found.country;
        set[`${side}.coordinates`] = found.coordinates;
        at = found.coordinates;
      } else if (!stored.country) {
        // Decision 0099: the owner is asked for the country; a place that has one but no match is left as it is.
        set[`${side}.needsCountry`] = true;
      }
    }
    ends.push(at);
  }
  const existingLines = Array.isArray(doc.cargoLines) && doc.cargoLines.length > 0;
  const lines = existingLines ? (doc.cargoLines as CargoLine[]) : derivedLines(doc);
  if (!existingLines && lines) set.cargoLines = lines;
  const count = lines?.reduce((sum, line) => sum + line.count, 0) ?? 0;
  // More pieces than one booking may carry (allowed before decision 0096) are labelled when the booking is split.
  const needsPieces = !doc.pieces && lines !== null && count <= MAX_PIECES;
  const [from, to] = ends;
  if (!doc.route && from && to && doc.vehicleType && typeof doc.cargoWeightKg === 'number') {
    const { route, emissions } = await routeAndEmissions({
      vehicleType: doc.vehicleType as VehicleType,
      from,
      to,
      cargoWeightKg: doc.cargoWeightKg,
      isPerishable: Boolean(doc.isPerishable),
    });
    set.route = route;
    set.emissions = emissions;
  }
  if (Object.keys(set).length === 0 && !needsPieces) return null;
  return { set, lines: needsPieces ? lines : null };
}

/**
 * One batch: SSCCs for all its bookings in one reservation, then one write per booking guarded by its version as read,
 * so a kill leaves each booking either done or untouched and at worst a run of serials never used. A booking changed
 * meanwhile is read and planned again. Answers the bookings written.
 */
async function migrateBatch(collection: mongoose.Collection, docs: OldBooking[], place: (p: OldPlace) => Placed | null): Promise<number> {
  let written = 0;
  let pending = docs;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && pending.length > 0; attempt += 1) {
    const plans = (await Promise.all(pending.map(async (doc) => ({ doc, plan: await planFor(doc, place) })))).flatMap(({ doc, plan }) => (plan ? [{ doc, plan }] : []));
    if (plans.length === 0) break;
    const ssccs = await allocateSsccs(plans.reduce((sum, { plan }) => sum + (plan.lines?.reduce((n, line) => n + line.count, 0) ?? 0), 0));
    let next = 0;
    const writes = plans.map(({ doc, plan }) => {
      const set = { ...plan.set };
      if (plan.lines) {
        const count = plan.lines.reduce((n, line) => n + line.count, 0);
        set.pieces = expandPieces(plan.lines, ssccs.slice(next, next + count));
        next += count;
      }
      const filter = { _id: doc._id, version: doc.version ?? null, ...(plan.lines ? { pieces: { $exists: false } } : {}) };
      // The version is the guard, not bumped: nothing a person typed changes, so an edit open meanwhile stays valid.
      return { updateOne: { filter, update: { $set: set } } };
    });
    const result = await collection.bulkWrite(writes, { ordered: false });
    written += result.modifiedCount;
    if (result.modifiedCount === writes.length) break;
    // Someone wrote some of them between the read and the write: read the batch again; those written plan nothing now.
    pending = (await collection.find({ _id: { $in: plans.map(({ doc }) => doc._id) } }, { projection: PROJECTION }).toArray()) as OldBooking[];
  }
  return written;
}

/**
 * Decision 0099: walks the bookings by `_id` (an index, never a scan), a batch at a time, and writes what each still
 * lacks. Idempotent and resumable: a booking already done has nothing planned, so a run cut short (even by kill -9) is
 * simply run again, with no piece doubled and no SSCC handed out twice. Answers the bookings written.
 */
export async function backfillPlacesAndPieces(options: { batchSize?: number } = {}): Promise<number> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const { collection } = BookingModel;
  let total = 0;
  // Old bookings repeat a few cities; each is looked up (in every country, at worst) once a run.
  const seen = new Map<string, Placed | null>();
  const place = (p: OldPlace) => {
    const key = [p.city, p.state, p.country].map((part) => foldPlaceName(part ?? '')).join('|');
    if (!seen.has(key)) seen.set(key, placeOldLocation(p));
    return seen.get(key)!;
  };
  let after: mongoose.Types.ObjectId | undefined;
  for (;;) {
    const docs = (await collection
      .find(after ? { _id: { $gt: after } } : {}, { projection: PROJECTION })
      .sort({ _id: 1 })
      .limit(batchSize)
      .toArray()) as OldBooking[];
    if (docs.length === 0) break;
    after = docs[docs.length - 1]!._id;
    total += await migrateBatch(collection, docs, place);
  }
  return total;
}
