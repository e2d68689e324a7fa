import { ObjectId, type Document } from 'bson';
import { CommandError, ErrorCodes } from './errors';
import { isPlainScalar, SecondaryIndex, unionOf, type Bound, type IndexRun, type IndexSpec, type OrderedEntry, type OrderPlan } from './index-spec';
import { holdsString, type StringCompare } from './collation';
import { compileFilter } from './compiled/filter';
import { idKey, sortBySpec } from './values';

const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

function isOperatorObject(v: unknown): v is Document {
  return (
    v !== null &&
    typeof v === 'object' &&
    Object.getPrototypeOf(v) === Object.prototype &&
    Object.keys(v).length > 0 &&
    Object.keys(v).every((k) => k.startsWith('$'))
  );
}

/** Equality conditions (field -> candidate values) an index can answer, from the top level and `$and`. */
function equalityConditions(filter: Document, out = new Map<string, unknown[]>(), collated = false): Map<string, unknown[]> {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const part of cond) equalityConditions(part as Document, out, collated);
      continue;
    }
    if (field.startsWith('$')) continue;
    // The indexes hold binary-ordered keys, so a collated string equality cannot be looked up in them.
    if (collated && holdsString(cond)) continue;
    if (!isOperatorObject(cond)) {
      if (cond instanceof RegExp || (cond !== null && typeof cond === 'object' && Object.getPrototypeOf(cond) === Object.prototype)) continue;
      out.set(field, [cond]);
    } else if ('$eq' in cond && !(cond.$eq instanceof RegExp)) {
      out.set(field, [cond.$eq]);
    } else if (Array.isArray(cond.$in) && !cond.$in.some((v: unknown) => v instanceof RegExp)) {
      out.set(field, cond.$in as unknown[]);
    }
  }
  return out;
}

/**
 * The literal text a regex requires at the start of a string (`^DL-12` -> `DL-12`), or undefined when it does not
 * anchor one: case-insensitive and multiline regexes do not, nor does a leading character that a quantifier makes optional.
 */
export function literalPrefix(re: RegExp): string | undefined {
  return scanPrefix(re)?.prefix;
}

/** The anchored literal a regex starts with, and whether that literal is the whole pattern (`^DL-12` is, `^DL-1.` is not). */
function scanPrefix(re: RegExp): { prefix: string; whole: boolean } | undefined {
  if (re.flags.replace(/[sd]/g, '') !== '' || !re.source.startsWith('^')) return undefined;
  const source = re.source;
  // An alternation anywhere may not carry the anchor (`^ab|cd`); an escaped bar is a literal.
  if (/(^|[^\\])(\\\\)*\|/.test(source)) return undefined;
  let prefix = '';
  let i = 1;
  for (; i < source.length; i++) {
    const c = source[i]!;
    let literal: string | undefined;
    let width = 1;
    if (c === '\\') {
      const next = source[i + 1];
      if (next !== undefined && /[^A-Za-z0-9]/.test(next)) {
        literal = next;
        width = 2;
      }
    } else if (!/[.*+?^${}()|[\]\\]/.test(c)) literal = c;
    if (literal === undefined) break;
    const after = source[i + width];
    if (after === '*' || after === '?' || after === '{') break;
    prefix += literal;
    i += width - 1;
  }
  return prefix ? { prefix, whole: i >= source.length } : undefined;
}

const RANGE_OPERATORS = new Set(['$gt', '$gte', '$lt', '$lte']);

type Range<T> = { lower?: Bound<T>; upper?: Bound<T> };

/**
 * Ranges (`{ $gte: x, $lt: y }`) on top-level fields whose every bound is of one kind (`isBound`), as their tightest
 * bounds in `order`: with bounds of one BSON type MongoDB matches values of that type only, so the values between the
 * bounds are exactly the matches.
 */
function rangeConditions<T>(filter: Document, isBound: (value: unknown) => value is T, order: (value: T) => string | number): Map<string, Range<T>> {
  const out = new Map<string, Range<T>>();
  for (const [field, cond] of Object.entries(filter)) {
    if (field.startsWith('$') || !isOperatorObject(cond)) continue;
    const ops = Object.entries(cond);
    if (!ops.every(([op, value]) => RANGE_OPERATORS.has(op) && isBound(value))) continue;
    const range: Range<T> = {};
    for (const [op, value] of ops as [string, T][]) {
      const bound = { value, inclusive: op.endsWith('e') };
      const at = order(value);
      if (op.startsWith('$g')) {
        const lower = range.lower && order(range.lower.value);
        if (lower === undefined || at > lower || (at === lower && !bound.inclusive)) range.lower = bound;
      } else {
        const upper = range.upper && order(range.upper.value);
        if (upper === undefined || at < upper || (at === upper && !bound.inclusive)) range.upper = bound;
      }
    }
    out.set(field, range);
  }
  return out;
}

/** String ranges (`{ $gte: '2026-01-01', $lte: '2026-01-07' }`): one run of an index's sorted strings answers them exactly. */
const stringRanges = (filter: Document) => rangeConditions(filter, (value): value is string => typeof value === 'string', (value) => value);

/** Date ranges (`{ $gte: <date>, $lt: <date> }`), compared by instant; an invalid date is no bound. */
const dateRanges = (filter: Document) =>
  rangeConditions(filter, (value): value is Date => value instanceof Date && !Number.isNaN(value.getTime()), (value) => value.getTime());

/**
 * Whether a top-level condition is answered exactly by an index's buckets: equality to (or `$in` of) strings and
 * ObjectIds, whose bucket keys follow MongoDB's equality (an array field is found by each element). Null, numbers,
 * documents and dotted paths are left to the filter.
 */
function isExactEquality(field: string, cond: unknown): boolean {
  if (field.includes('.')) return false;
  const plain = (v: unknown) => typeof v === 'string' || v instanceof ObjectId;
  if (plain(cond)) return true;
  if (!isOperatorObject(cond) || Object.keys(cond).length !== 1) return false;
  if ('$eq' in cond) return plain(cond.$eq);
  return Array.isArray(cond.$in) && cond.$in.every(plain);
}

/** Whether a top-level condition is a bare anchored literal (`/^abc/`), which a prefix run answers exactly. */
function isExactPrefix(cond: unknown): boolean {
  return cond instanceof RegExp && scanPrefix(cond)?.whole === true;
}

/**
 * Candidate ids, and the top-level keys of the filter they answer exactly (`served`): the filter need not check those
 * conditions again for them, which for a broad search is most of the work.
 */
type Narrowed = IndexRun & { served?: string[] };

/** A run whose ids are already known. */
const runOf = (ids: ReadonlySet<string>): IndexRun => ({ size: ids.size, ids: () => ids });

/** Prefix conditions (field -> prefix) an index can answer as one run of its sorted values, from the top level and `$and`. */
function prefixConditions(filter: Document, out = new Map<string, string>()): Map<string, string> {
  for (const [field, cond] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const part of cond) prefixConditions(part as Document, out);
      continue;
    }
    if (field.startsWith('$')) continue;
    let re: RegExp | undefined;
    if (cond instanceof RegExp) re = cond;
    else if (isOperatorObject(cond) && '$regex' in cond) {
      try {
        re = new RegExp(cond.$regex as string | RegExp, cond.$options as string | undefined);
      } catch {
        re = undefined;
      }
    }
    const prefix = re ? literalPrefix(re) : undefined;
    if (prefix !== undefined) out.set(field, prefix);
  }
  return out;
}

export class Collection {
  readonly docs = new Map<string, Document>();
  readonly indexes: SecondaryIndex[] = [];
  readonly createdAt = new Date();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly options: Document = {},
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...this.indexes.map((i) => i.spec)];
  }

  /** Creates an index, or returns false when an identical one exists; fails if existing data breaks it. */
  createIndex(spec: IndexSpec): boolean {
    if (spec.name === '_id_') return false;
    const existing = this.indexes.find((i) => i.spec.name === spec.name);
    if (existing) {
      if (JSON.stringify(existing.spec.key) === JSON.stringify(spec.key) && Boolean(existing.spec.unique) === Boolean(spec.unique)) return false;
      throw new CommandError(`An existing index has the same name (${spec.name}) but different options`, ErrorCodes.IndexKeySpecsConflict);
    }
    const index = new SecondaryIndex(spec, this.ns);
    for (const [id, doc] of this.docs) {
      index.assertUnique(doc, id);
      index.add(doc, id);
    }
    this.indexes.push(index);
    return true;
  }

  dropIndex(name: string): void {
    const at = this.indexes.findIndex((i) => i.spec.name === name);
    if (at < 0) throw new CommandError(`index not found with name [${name}]`, ErrorCodes.IndexNotFound);
    this.indexes.splice(at, 1);
  }

  /**
   * Ids of the documents that may match `filter`, from _id, the smallest indexed equality, prefix or string range, or the union of
   * an `$or` whose every branch is narrowed so; undefined when only a scan can tell.
   */
  private narrow(filter: Document, collated: boolean): Narrowed | undefined {
    const eq = equalityConditions(filter, new Map(), collated);
    const idValues = eq.get('_id');
    if (idValues) return runOf(new Set(idValues.map(idKey)));
    let best: Narrowed | undefined;
    // A run is taken when it is smaller than the best so far, or as small and answering more conditions exactly (it
    // saves their recheck); its ids or documents are built only when read, so a run not taken is never copied.
    const consider = (run: IndexRun, exactFields: string[]) => {
      const served = collated ? [] : exactFields.filter((field) => field in filter);
      if (!best || run.size < best.size || (run.size === best.size && served.length > (best.served?.length ?? 0))) {
        best = { ...run, ...(served.length ? { served } : {}) };
      }
    };
    const take = (found: ReadonlySet<string>, field: string, exact: boolean) => consider(runOf(found), exact ? [field] : []);
    for (const index of this.indexes) {
      const values = eq.get(index.firstField);
      if (!values) continue;
      take(index.lookup(values), index.firstField, isExactEquality(index.firstField, filter[index.firstField]));
    }
    // An equality on a compound index's first field and a date range on its second (an organization's bookings of a
    // period) read one run of that bucket, which is ordered by the date. The run holds exactly the bucket's dates
    // within the range, so the range is not checked again (nor the equality, where its bucket answers it exactly).
    const dates = dateRanges(filter);
    for (const index of this.indexes) {
      const second = index.fields[1];
      const values = eq.get(index.firstField);
      const range = second === undefined ? undefined : dates.get(second);
      if (second === undefined || !range || !values || values.length !== 1 || !isPlainScalar(values[0])) continue;
      const run = index.dateRun(values[0], range.lower, range.upper);
      if (!run) continue;
      const exact = second.includes('.') ? [] : [second];
      if (isExactEquality(index.firstField, filter[index.firstField])) exact.push(index.firstField);
      consider(run, exact);
    }
    const prefixes = prefixConditions(filter);
    for (const index of this.indexes) {
      const prefix = prefixes.get(index.firstField);
      if (prefix === undefined || !index.servesPrefix) continue;
      take(index.prefixLookup(prefix), index.firstField, isExactPrefix(filter[index.firstField]));
    }
    // A collation orders strings otherwise than the indexes' binary order, so a collated range is scanned.
    const ranges = collated ? new Map() : stringRanges(filter);
    for (const index of this.indexes) {
      const range = ranges.get(index.firstField);
      if (!range || !index.servesRange) continue;
      take(index.rangeLookup(range.lower, range.upper), index.firstField, true);
    }
    if (!best && Array.isArray(filter.$or) && filter.$or.length > 0) {
      const runs: ReadonlySet<string>[] = [];
      let exact = !collated;
      for (const branch of filter.$or as Document[]) {
        if (branch === null || typeof branch !== 'object') return undefined;
        const found = this.narrow(branch, collated);
        if (!found) return undefined;
        // A branch whose every condition its run answers exactly contributes exactly its matches.
        exact &&= found.served !== undefined && Object.keys(branch).every((key) => found.served!.includes(key));
        if (found.size > 0) runs.push(found.ids());
      }
      return { ...runOf(unionOf(runs)), ...(exact ? { served: ['$or'] } : {}) };
    }
    return best;
  }

  /** Documents that may match `filter`, narrowed by the indexes where they can (see narrow). */
  candidates(filter: Document | undefined, collated = false): Iterable<Document> {
    return this.narrowedDocs(filter ? this.narrow(filter, collated) : undefined);
  }

  private narrowedDocs(narrowed: Narrowed | undefined): Iterable<Document> {
    if (!narrowed) return this.docs.values();
    // A compound index's run holds its documents: a year of an organization's bookings is read without 100,000 lookups.
    if (narrowed.docs) return narrowed.docs();
    const out: Document[] = [];
    for (const id of narrowed.ids()) {
      const doc = this.docs.get(id);
      if (doc) out.push(doc);
    }
    return out;
  }

  find(filter: Document | undefined, collation?: StringCompare): Document[] {
    const narrowed = filter ? this.narrow(filter, Boolean(collation)) : undefined;
    const out: Document[] = [];
    let rest = filter;
    if (filter && narrowed?.served) {
      const served = narrowed.served;
      rest = Object.fromEntries(Object.entries(filter).filter(([key]) => !served.includes(key)));
    }
    if (!rest || Object.keys(rest).length === 0) {
      const docs = this.narrowedDocs(narrowed);
      if (Array.isArray(docs)) return docs;
      for (const doc of docs) out.push(doc);
      return out;
    }
    const matches = compileFilter(rest, collation);
    for (const doc of this.narrowedDocs(narrowed)) if (matches(doc)) out.push(doc);
    return out;
  }

  /**
   * Matches in `sort` order read straight from a compound index, stopping once `needed` are found (at
   * the end of a run of equal index keys, which a longer sort then orders among themselves). Undefined
   * when no index can give that order, so the caller sorts in memory.
   */
  findSorted(filter: Document | undefined, sort: Document, needed: number): Document[] | undefined {
    if (!filter) return undefined;
    const spec = Object.entries(sort).map(([path, dir]) => [path, Number(dir) < 0 ? -1 : 1] as [string, number]);
    const eq = equalityConditions(filter);
    // The index that pins the most fields by equality walks the fewest entries.
    let best: { index: SecondaryIndex; plan: OrderPlan; value: unknown } | undefined;
    for (const index of this.indexes) {
      const first = eq.get(index.firstField);
      if (!first || first.length !== 1 || !isPlainScalar(first[0])) continue;
      const plan = index.planOrder(spec, eq);
      if (plan && (!best || plan.fixed.length > best.plan.fixed.length)) best = { index, plan, value: first[0] };
    }
    if (!best) return undefined;
    const { index, plan, value } = best;
    const matches = compileFilter(filter);
    const extraKeys = plan.covered < spec.length;
    const out: Document[] = [];
    let run: Document[] = [];
    let runHead: OrderedEntry | undefined;
    const flush = () => {
      out.push(...(extraKeys && run.length > 1 ? sortBySpec(run, sort) : run));
      run = [];
    };
    for (const entry of index.walk(value, plan)) {
      const doc = entry.doc;
      if (!matches(doc)) continue;
      if (runHead && !index.sameCovered(runHead, entry, plan)) {
        flush();
        if (out.length >= needed) break;
      }
      if (run.length === 0) runHead = entry;
      run.push(doc);
    }
    flush();
    return out;
  }

  /** Inserts one document; unique indexes are checked before anything changes. */
  insert(input: Document): Document {
    const doc = input._id === undefined ? { _id: new ObjectId(), ...input } : input;
    const id = idKey(doc._id);
    if (this.docs.has(id)) {
      throw new CommandError(
        `E11000 duplicate key error collection: ${this.ns} index: _id_ dup key: { _id: ${String(doc._id)} }`,
        ErrorCodes.DuplicateKey,
        { keyPattern: { _id: 1 }, keyValue: { _id: doc._id } },
      );
    }
    for (const index of this.indexes) index.assertUnique(doc, id);
    this.docs.set(id, doc);
    for (const index of this.indexes) index.add(doc, id);
    return doc;
  }

  /** Swaps a stored document for its updated version atomically (checks first, then mutates). */
  replace(previous: Document, next: Document): void {
    const id = idKey(previous._id);
    if (idKey(next._id) !== id) {
      throw new CommandError("Performing an update on the path '_id' would modify the immutable field '_id'", 66);
    }
    for (const index of this.indexes) index.assertUnique(next, id);
    for (const index of this.indexes) index.remove(previous, id);
    this.docs.set(id, next);
    for (const index of this.indexes) index.add(next, id);
  }

  remove(doc: Document): void {
    const id = idKey(doc._id);
    for (const index of this.indexes) index.remove(doc, id);
    this.docs.delete(id);
  }
}
