import type { Document } from 'bson';
import { DuplicateKeyError } from './errors';
import { compileFilter } from './compiled/filter';
import { OrderedRun, type OrderedEntry } from './ordered-run';
import { compareValues, getPath, MULTIKEY, scalarPathValue, valueKey } from './values';

export type { OrderedEntry } from './ordered-run';

export interface IndexSpec {
  v: 2;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}


/** How a compound index answers a sort: which rest fields are pinned by equality, how many sort keys it covers, which way to walk. */
export interface OrderPlan {
  fixed: { position: number; value: unknown }[];
  covered: number;
  reverse: boolean;
}

export function isPlainScalar(v: unknown): boolean {
  if (v === null || v === undefined || Array.isArray(v) || v instanceof RegExp) return false;
  if (typeof v !== 'object') return true;
  return Object.getPrototypeOf(v) !== Object.prototype;
}

/**
 * A secondary index: a hash of the first key field's values (for equality lookups) and, when unique,
 * a map of full composite keys to the owning document, checked before every write lands. A compound
 * index also keeps each bucket ordered by its remaining fields, so an equality on the first field plus a
 * sort on the next ones is walked in order and stops at the limit instead of sorting every match.
 */
/** One end of a range (`$gte: '2026-01-01'`, `$lt: new Date(...)`). */
export type Bound<T> = { value: T; inclusive: boolean };

export type StringBound = Bound<string>;

export type DateBound = Bound<Date>;

/** A run of an index: how many documents it holds, and their ids or the documents themselves, built only when asked. */
export type IndexRun = { size: number; ids: () => ReadonlySet<string>; docs?: () => Document[] };

/**
 * The ids in any of these runs. One run is handed out as it is, read-only, instead of copied: a broad search (a city
 * on a sixth of all bookings) would otherwise copy tens of thousands of ids per read.
 */
export function unionOf(runs: readonly ReadonlySet<string>[]): ReadonlySet<string> {
  if (runs.length === 1) return runs[0]!;
  const out = new Set<string>();
  for (const run of runs) for (const id of run) out.add(id);
  return out;
}

// The first and last instants a date can hold: the ends of a date range given only one bound.
const EARLIEST_DATE = new Date(-8.64e15);
const LATEST_DATE = new Date(8.64e15);

export class SecondaryIndex {
  readonly fields: string[];
  /** The fields after the first, which order each bucket of a compound index. */
  private readonly restFields: string[];
  private readonly directions: number[];
  private readonly buckets = new Map<string, Set<string>>();
  private readonly ordered = new Map<string, OrderedRun>();
  private readonly compareEntry = (a: OrderedEntry, b: OrderedEntry) => this.compareEntries(a, b);
  /** Set once any document holds an array in a rest field; from then on the index does not order. */
  private multikeyRest = false;
  private readonly uniqueKeys = new Map<string, string>();
  /**
   * The first field's distinct string values, sorted (a prefix is one run of them); may hold values since removed.
   * Built at the first prefix lookup, so an index never searched by prefix pays nothing for it.
   */
  private sortedStrings: string[] | undefined;
  /** String values whose bucket was created since `sortedStrings` was last merged. */
  private addedStrings: string[] = [];
  /** Set once a first-field value is an array holding an array, which a prefix range cannot answer (mingo flattens it). */
  private nestedArrays = false;
  /** Set once a first-field value is an array: its elements may meet a range's two bounds separately, so no run answers it. */
  private multikeyFirst = false;
  private readonly partial: ((doc: Document) => boolean) | undefined;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.restFields = this.fields.slice(1);
    this.directions = this.fields.map((f) => (Number(spec.key[f]) < 0 ? -1 : 1));
    this.partial = spec.partialFilterExpression ? compileFilter(spec.partialFilterExpression) : undefined;
  }

  get firstField(): string {
    return this.fields[0]!;
  }

  private covers(doc: Document): boolean {
    if (this.spec.sparse && this.fields.every((f) => getPath(doc, f) === undefined)) return false;
    if (this.partial && !this.partial(doc)) return false;
    return true;
  }

  private compositeKey(doc: Document): string {
    return this.fields.map((f) => valueKey(getPath(doc, f))).join('|');
  }

  private bucketKeys(doc: Document): string[] {
    const value = getPath(doc, this.firstField);
    // Multikey: an array value is findable by each element as well as by the whole array.
    return Array.isArray(value) ? [valueKey(value), ...value.map(valueKey)] : [valueKey(value)];
  }

  assertUnique(doc: Document, id: string): void {
    if (!this.spec.unique || !this.covers(doc)) return;
    const owner = this.uniqueKeys.get(this.compositeKey(doc));
    if (owner !== undefined && owner !== id) {
      const keyValue: Document = {};
      for (const f of this.fields) keyValue[f] = getPath(doc, f) ?? null;
      throw new DuplicateKeyError(this.ns, this.spec.name, this.spec.key, keyValue);
    }
  }

  private get orders(): boolean {
    return this.restFields.length > 0 && !this.multikeyRest;
  }

  /** Bucket order: rest fields in the index's directions, then id, so every entry has one place. */
  private compareEntries(a: OrderedEntry, b: OrderedEntry): number {
    for (let i = 0; i < a.keys.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i]);
      if (c) return c * this.directions[i + 1]!;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  private entryOf(doc: Document, id: string): OrderedEntry | undefined {
    const keys = this.restFields.map((f) => scalarPathValue(doc, f));
    return keys.includes(MULTIKEY) ? undefined : { keys, id, doc };
  }

  add(doc: Document, id: string): void {
    const entry = this.orders ? this.entryOf(doc, id) : undefined;
    if (this.orders && !entry) {
      this.multikeyRest = true;
      this.ordered.clear();
    }
    const value = getPath(doc, this.firstField);
    if (Array.isArray(value)) {
      this.multikeyFirst = true;
      if (value.some(Array.isArray)) this.nestedArrays = true;
    }
    for (const key of this.bucketKeys(doc)) {
      let bucket = this.buckets.get(key);
      if (!bucket) {
        this.buckets.set(key, (bucket = new Set()));
        if (this.sortedStrings && key.startsWith('s:')) this.addedStrings.push(key.slice(2));
      }
      bucket.add(id);
      if (entry) {
        let run = this.ordered.get(key);
        if (!run) this.ordered.set(key, (run = new OrderedRun(this.compareEntry)));
        run.insert(entry);
      }
    }
    if (this.spec.unique && this.covers(doc)) this.uniqueKeys.set(this.compositeKey(doc), id);
  }

  remove(doc: Document, id: string): void {
    const entry = this.orders ? this.entryOf(doc, id) : undefined;
    for (const key of this.bucketKeys(doc)) {
      const bucket = this.buckets.get(key);
      bucket?.delete(id);
      if (bucket && bucket.size === 0) this.buckets.delete(key);
      const run = this.ordered.get(key);
      if (!run) continue;
      run.remove(entry, id);
      if (run.length === 0) this.ordered.delete(key);
    }
    if (this.spec.unique && this.covers(doc)) {
      const key = this.compositeKey(doc);
      if (this.uniqueKeys.get(key) === id) this.uniqueKeys.delete(key);
    }
  }

  /** Ids whose first key field equals one of the given values. */
  lookup(values: unknown[]): ReadonlySet<string> {
    const runs: Set<string>[] = [];
    for (const v of values) {
      const bucket = this.buckets.get(valueKey(v));
      if (bucket?.size) runs.push(bucket);
    }
    return unionOf(runs);
  }

  /**
   * Whether `prefixLookup` answers a prefix on this index's first field with a superset of the matches. Buckets hold
   * every document, sparse and partial indexes included, so only a dotted path or nested arrays rule it out.
   */
  get servesPrefix(): boolean {
    return !this.firstField.includes('.') && !this.nestedArrays;
  }

  /** Ids whose first key field is a string (or an array holding one) starting with `prefix`: one run of the sorted values. */
  prefixLookup(prefix: string): ReadonlySet<string> {
    const starts = (value: string) => value.startsWith(prefix);
    return this.stringRun(prefix, starts, starts);
  }

  /** Whether `rangeLookup` answers a string range on this index's first field exactly (no document held an array there). */
  get servesRange(): boolean {
    return this.servesPrefix && !this.multikeyFirst;
  }

  /**
   * Ids whose first key field is a string within the bounds: one run of the sorted values, as a prefix is. Strings
   * compare as the engine's filters compare them (binary), so the run is exact.
   */
  rangeLookup(lower: StringBound | undefined, upper: StringBound | undefined): ReadonlySet<string> {
    const belowUpper = (value: string) => !upper || (upper.inclusive ? value <= upper.value : value < upper.value);
    const inRange = (value: string) => belowUpper(value) && (!lower || (lower.inclusive ? value >= lower.value : value > lower.value));
    return this.stringRun(lower?.value, belowUpper, inRange);
  }

  /**
   * The ids of the string values that `matches` accepts, read as one run of the sorted values: from the first value at
   * or after `from` while `within` holds, plus the values added since the list was last sorted.
   */
  private stringRun(from: string | undefined, within: (value: string) => boolean, matches: (value: string) => boolean): ReadonlySet<string> {
    if (!this.sortedStrings || this.addedStrings.length > 256) this.mergeStrings();
    const runs: Set<string>[] = [];
    const take = (value: string) => {
      const bucket = this.buckets.get(`s:${value}`);
      if (bucket?.size) runs.push(bucket);
    };
    const list = this.sortedStrings!;
    let low = 0;
    if (from !== undefined) {
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (list[mid]! < from) low = mid + 1;
        else high = mid;
      }
    }
    for (let i = low; i < list.length && within(list[i]!); i++) if (matches(list[i]!)) take(list[i]!);
    for (const value of this.addedStrings) if (matches(value)) take(value);
    return unionOf(runs);
  }

  private mergeStrings(): void {
    const known = this.sortedStrings ? [...this.sortedStrings, ...this.addedStrings] : [...this.buckets.keys()].filter((k) => k.startsWith('s:')).map((k) => k.slice(2));
    const live = new Set(known.filter((v) => this.buckets.has(`s:${v}`)));
    this.sortedStrings = [...live].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.addedStrings = [];
  }

  /**
   * A plan for answering `sort` from this index when the first field is pinned to one value: rest fields
   * before the sorted ones must be pinned by equality too, and the sort must run with or against the index.
   */
  planOrder(sort: [string, number][], equalities: Map<string, unknown[]>): OrderPlan | undefined {
    if (!this.orders || sort.length === 0) return undefined;
    const rest = this.restFields;
    const fixed: OrderPlan['fixed'] = [];
    let i = 0;
    while (i < rest.length && rest[i] !== sort[0]![0]) {
      const values = equalities.get(rest[i]!);
      if (!values || values.length !== 1 || !isPlainScalar(values[0])) return undefined;
      fixed.push({ position: i, value: values[0] });
      i++;
    }
    let covered = 0;
    let sign = 0;
    while (i < rest.length && covered < sort.length && rest[i] === sort[covered]![0]) {
      const s = sort[covered]![1] * this.directions[i + 1]!;
      if (sign && s !== sign) break;
      sign = s;
      covered++;
      i++;
    }
    return covered ? { fixed, covered, reverse: sign < 0 } : undefined;
  }

  /**
   * The run of the bucket of `value` whose second key field is a date within the bounds, found by binary search, since
   * the bucket is ordered by that field: its size at once, its ids or its documents (in index order) only when asked
   * (the ids are the bucket itself when the run is all of it). Other types sort before or after every date, so the run
   * holds exactly the bucket's dates in range. Undefined when the index does not order its buckets (one field, or an
   * array met in a later field).
   */
  dateRun(value: unknown, from: DateBound | undefined, to: DateBound | undefined): IndexRun | undefined {
    if (!this.orders) return undefined;
    const key = valueKey(value);
    const run = this.ordered.get(key);
    if (!run) return { size: 0, ids: () => new Set(), docs: () => [] };
    const low = from ?? { value: EARLIEST_DATE, inclusive: true };
    const high = to ?? { value: LATEST_DATE, inclusive: true };
    const fromLow = (e: OrderedEntry) => (low.inclusive ? compareValues(e.keys[0], low.value) >= 0 : compareValues(e.keys[0], low.value) > 0);
    const pastHigh = (e: OrderedEntry) => (high.inclusive ? compareValues(e.keys[0], high.value) > 0 : compareValues(e.keys[0], high.value) >= 0);
    // Ascending, the run starts at the first entry from the low end and stops at the first past the high end;
    // descending, it starts at the first entry not past the high end and stops at the first before the low end.
    const ascending = this.directions[1]! > 0;
    const start = run.firstWhere(ascending ? fromLow : (e) => !pastHigh(e));
    const end = run.firstWhere(ascending ? pastHigh : (e) => !fromLow(e));
    const size = Math.max(0, end - start);
    const ids = () => {
      if (size === run.length) return this.buckets.get(key) ?? new Set<string>();
      const out = new Set<string>();
      for (const entry of run.slice(start, end)) out.add(entry.id);
      return out;
    };
    return { size, ids, docs: () => run.docsIn(start, end) };
  }

  /** Ids in the bucket of `value`, in plan order, skipping entries whose pinned fields differ. */
  *walk(value: unknown, plan: OrderPlan): Generator<OrderedEntry> {
    const run = this.ordered.get(valueKey(value));
    if (!run) return;
    const keep = (e: OrderedEntry) => plan.fixed.every((f) => compareValues(e.keys[f.position], f.value) === 0);
    for (const e of run.entries(plan.reverse)) if (keep(e)) yield e;
  }

  /** Whether two entries agree on the sort keys the plan covers (the start of the sort fields after the pinned ones). */
  sameCovered(a: OrderedEntry, b: OrderedEntry, plan: OrderPlan): boolean {
    const start = plan.fixed.length;
    for (let i = start; i < start + plan.covered; i++) if (compareValues(a.keys[i], b.keys[i]) !== 0) return false;
    return true;
  }
}
