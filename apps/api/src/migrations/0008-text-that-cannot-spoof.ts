import { bookingSearchKeys, hasRefusedCharacter, stripRefusedCharacters, userSearchKeys, type TextLines } from '@meridian/contracts';
import type mongoose from 'mongoose';
import { BookingModel } from '../modules/bookings/bookings.model';
import { CompanyProfileModel } from '../modules/company-profile/company-profile.model';
import { OrganizationModel } from '../modules/organizations/organizations.model';
import { UserModel } from '../modules/users/users.model';

const BATCH = 500;

type Doc = Record<string, unknown> & { _id: mongoose.Types.ObjectId };
type Fields = Partial<Record<TextLines, readonly string[]>>;
type Cleaning = {
  model: Pick<mongoose.Model<unknown>, 'collection'>;
  fields: Fields;
  /** Arrays of subdocuments, each entry's fields by kind. */
  lists?: Record<string, Fields>;
  /** What else follows from the text (the search keys folded from it, decision 0048). */
  derived?: (clean: Doc) => Record<string, unknown>;
  /** Whether the documents carry an optimistic-concurrency `version` that any write bumps. */
  versioned?: boolean;
};

const PERSON = ['name', 'phone', 'email'].flatMap((f) => [`pickupPerson.${f}`, `receiverPerson.${f}`]);
const PLACE = ['address', 'city', 'state'].flatMap((f) => [`pickupLocation.${f}`, `dropoffLocation.${f}`]);

// Decision 0082: the text people typed before the rule, wherever tracking, exports, PDFs and e-mails read it back.
// Names copied from accounts (a move's byName, the assignment's driverName) are cleaned with the accounts.
const CLEANINGS: readonly Cleaning[] = [
  {
    model: BookingModel,
    fields: {
      single: ['fullNameOrBusiness', 'contactPhone', 'email', ...PERSON, ...PLACE, 'currentLocation.place', 'proofOfDelivery.receiverName', 'proofOfDelivery.place', 'assignment.driverName'],
      multi: ['notes', 'rating.comment'],
    },
    lists: { statusHistory: { single: ['byName', 'location.place'], multi: ['note'] }, pendingMoves: { multi: ['note'] } },
    derived: (clean) => ({ search: bookingSearchKeys(clean as Parameters<typeof bookingSearchKeys>[0]) }),
    versioned: true,
  },
  {
    model: UserModel,
    fields: { single: ['firstName', 'lastName', 'companyName', 'address', 'email', 'phoneNumber'] },
    derived: (clean) => ({ search: userSearchKeys(clean as Parameters<typeof userSearchKeys>[0]) }),
  },
  { model: OrganizationModel, fields: { single: ['name'] } },
  {
    model: CompanyProfileModel,
    fields: { single: ['companyName', 'registrationNumber', 'taxId', 'address', 'city', 'state', 'zipCode', 'contactPerson', 'phoneNumber', 'businessEmail', 'website'] },
    lists: { reviewHistory: { single: ['reviewerName'], multi: ['note'] } },
  },
];

function valueAt(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), doc);
}

function setAt(doc: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce<Record<string, unknown>>((at, key) => at[key] as Record<string, unknown>, doc);
  parent[last] = value;
}

/** Each dirty string's full path (list entries by index), what it holds and what it becomes. */
function dirtyStrings(doc: Doc, cleaning: Cleaning): { path: string; was: string; clean: string }[] {
  const found: { path: string; was: string; clean: string }[] = [];
  const check = (base: unknown, prefix: string, fields: Fields) => {
    for (const lines of ['single', 'multi'] as const) {
      for (const field of fields[lines] ?? []) {
        const value = valueAt(base, field);
        if (typeof value === 'string' && hasRefusedCharacter(value, lines)) found.push({ path: `${prefix}${field}`, was: value, clean: stripRefusedCharacters(value, lines).trim() });
      }
    }
  };
  check(doc, '', cleaning.fields);
  for (const [list, fields] of Object.entries(cleaning.lists ?? {})) {
    const entries = doc[list];
    if (Array.isArray(entries)) entries.forEach((entry, i) => check(entry, `${list}.${i}.`, fields));
  }
  return found;
}

/**
 * The writes, unordered; one that would give two accounts the same e-mail once cleaned is left as it is (the
 * unique index refuses it) and the rest land.
 */
async function writeAll(collection: mongoose.Collection, writes: Parameters<mongoose.Collection['bulkWrite']>[0]): Promise<number> {
  try {
    return (await collection.bulkWrite(writes, { ordered: false })).modifiedCount;
  } catch (error) {
    const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
    if (!Array.isArray(writeErrors) || writeErrors.length === 0 || !writeErrors.every((e) => e.code === 11000)) throw error;
    return (error as { result?: { modifiedCount?: number } }).result?.modifiedCount ?? 0;
  }
}

function projectionFor(cleaning: Cleaning): Record<string, 1> {
  const paths = [...(cleaning.fields.single ?? []), ...(cleaning.fields.multi ?? []), ...Object.keys(cleaning.lists ?? {})];
  return Object.fromEntries(paths.map((path) => [path, 1]));
}

/**
 * Strips the characters decision 0082 refuses from text stored before the rule: bookings, accounts, organizations and
 * company profiles. Walks each collection by `_id` (an index, never a scan) and writes only documents holding such a
 * character, each on the condition that the dirty values are still there (an edit meanwhile wins); a booking's version
 * goes up so an edit dialog opened on the old text answers 409. Idempotent: a second run finds nothing to write.
 * Returns the documents written.
 */
export async function stripSpoofingCharacters(): Promise<number> {
  let total = 0;
  for (const cleaning of CLEANINGS) {
    const { collection } = cleaning.model;
    let after: mongoose.Types.ObjectId | undefined;
    for (;;) {
      const docs = (await collection
        .find(after ? { _id: { $gt: after } } : {}, { projection: projectionFor(cleaning) })
        .sort({ _id: 1 })
        .limit(BATCH)
        .toArray()) as Doc[];
      if (docs.length === 0) break;
      after = docs[docs.length - 1]!._id;
      const writes = docs.flatMap((doc) => {
        const dirty = dirtyStrings(doc, cleaning);
        if (dirty.length === 0) return [];
        const clean = structuredClone(doc);
        for (const { path, clean: value } of dirty) setAt(clean, path, value);
        const filter = { _id: doc._id, ...Object.fromEntries(dirty.map(({ path, was }) => [path, was])) };
        const $set = { ...Object.fromEntries(dirty.map(({ path, clean: value }) => [path, value])), ...cleaning.derived?.(clean) };
        return [{ updateOne: { filter, update: { $set, ...(cleaning.versioned ? { $inc: { version: 1 } } : {}) } } }];
      });
      if (writes.length > 0) total += await writeAll(collection, writes);
    }
  }
  return total;
}
