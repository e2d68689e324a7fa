import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp, type Document } from 'bson';

/** A document as the wire hands it over (or a literal object in a query), not an array, date, ObjectId or other class. */
export const isPlainObject = (v: unknown): v is Document => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

// MongoDB's BSON comparison order (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/).
function typeRank(v: unknown): number {
  if (v instanceof MinKey) return 1;
  if (v === null || v === undefined) return 2;
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof Long || v instanceof Decimal128 || v instanceof Int32 || v instanceof Double) return 3;
  if (typeof v === 'string') return 4;
  if (Array.isArray(v)) return 6;
  if (v instanceof Binary || v instanceof Uint8Array) return 7;
  if (v instanceof ObjectId) return 8;
  if (typeof v === 'boolean') return 9;
  if (v instanceof Date) return 10;
  if (v instanceof Timestamp) return 11;
  if (v instanceof RegExp) return 12;
  if (v instanceof MaxKey) return 13;
  return 5; // embedded document
}

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Long) return v.toNumber();
  if (v instanceof Decimal128) return Number(v.toString());
  if (v instanceof Int32 || v instanceof Double) return v.valueOf();
  return Number.NaN;
}

const cmp = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

function bytesOf(v: Binary | Uint8Array): Uint8Array {
  return v instanceof Binary ? v.buffer : v;
}

/** MongoDB's order of two values; with `strings`, strings compare by that collation (decision 0050). */
export function compareValues(a: unknown, b: unknown, strings?: (a: string, b: string) => number): number {
  // The pairs indexes and sorts compare most (times, counts, names) skip the type ranking.
  if (a instanceof Date && b instanceof Date) return cmp(a.getTime(), b.getTime());
  if (typeof a === 'number' && typeof b === 'number') return cmp(a, b);
  if (typeof a === 'string' && typeof b === 'string' && !strings) return cmp(a, b);
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return cmp(ra, rb);
  switch (ra) {
    case 3: {
      if (a instanceof Long && b instanceof Long) return a.compare(b);
      return cmp(toNumber(a), toNumber(b));
    }
    case 4:
      return strings ? strings(a as string, b as string) : cmp(a as string, b as string);
    case 5: {
      const ea = Object.entries(a as Document);
      const eb = Object.entries(b as Document);
      for (let i = 0; i < Math.min(ea.length, eb.length); i++) {
        const [ka, va] = ea[i]!;
        const [kb, vb] = eb[i]!;
        const byType = cmp(typeRank(va), typeRank(vb));
        if (byType) return byType;
        const byKey = cmp(ka, kb);
        if (byKey) return byKey;
        const byValue = compareValues(va, vb, strings);
        if (byValue) return byValue;
      }
      return cmp(ea.length, eb.length);
    }
    case 6: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i], xb[i], strings);
        if (c) return c;
      }
      return cmp(xa.length, xb.length);
    }
    case 7: {
      const ba = bytesOf(a as Binary);
      const bb = bytesOf(b as Binary);
      if (ba.length !== bb.length) return cmp(ba.length, bb.length);
      return Buffer.compare(Buffer.from(ba), Buffer.from(bb));
    }
    case 8:
      // Byte order is the order of the hex strings, without building them.
      return Buffer.compare((a as ObjectId).id, (b as ObjectId).id);
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12:
      return cmp(String(a), String(b));
    default:
      return 0;
  }
}

/** Reads a dotted path without expanding arrays (index keys and sort keys on scalar fields). */
export function getPath(doc: Document, path: string): unknown {
  if (!path.includes('.')) return doc === null || typeof doc !== 'object' ? undefined : (doc as Record<string, unknown>)[path];
  let current: unknown = doc;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Values a path takes, expanding arrays as MongoDB does for sort keys and multikey indexes. */
function pathValues(doc: unknown, parts: string[]): unknown[] {
  if (parts.length === 0) return Array.isArray(doc) ? (doc.length ? doc : [undefined]) : [doc];
  if (Array.isArray(doc)) return doc.flatMap((item) => pathValues(item, parts));
  if (doc === null || typeof doc !== 'object') return [undefined];
  return pathValues((doc as Record<string, unknown>)[parts[0]!], parts.slice(1));
}

/**
 * The one value a path holds, or `MULTIKEY` when it runs through or ends in an array (then an index
 * cannot order by it). Missing fields read as null, as MongoDB sorts them.
 */
export const MULTIKEY = Symbol('multikey');
export function scalarPathValue(doc: Document, path: string): unknown {
  if (!path.includes('.')) {
    const value = doc[path];
    if (Array.isArray(value)) return MULTIKEY;
    return value === undefined ? null : value;
  }
  const parts = path.split('.');
  let current: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(current)) return MULTIKEY;
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[part];
  }
  if (Array.isArray(current)) return MULTIKEY;
  return current === undefined ? null : current;
}

function sortKey(doc: Document, path: string, direction: number, strings?: (a: string, b: string) => number): unknown {
  // The common case, a top-level field holding no array, read directly (a sort reads every match's keys).
  if (!path.includes('.')) {
    const value = doc[path];
    if (!Array.isArray(value)) return value;
  }
  const values = pathValues(doc, path.split('.'));
  if (values.length === 1) return values[0];
  // An array sorts by its smallest element ascending and its largest descending.
  return values.reduce((best, v) => (compareValues(v, best, strings) * direction < 0 ? v : best));
}

/**
 * Sorts by a spec, reading each document's sort keys once rather than on every comparison. With `limit`, only the
 * first `limit` of that order are kept, in a sorted window, instead of sorting every document (ties keep input order
 * either way).
 */
export function sortBySpec(docs: Document[], spec: Document, limit?: number, strings?: (a: string, b: string) => number): Document[] {
  const entries = Object.entries(spec).map(([path, dir]) => [path, Number(dir) < 0 ? -1 : 1] as const);
  type Keyed = { doc: Document; keys: unknown[]; at: number };
  const keyed = (doc: Document, at: number): Keyed => ({ doc, keys: entries.map(([path, dir]) => sortKey(doc, path, dir, strings)), at });
  const order = (a: Keyed, b: Keyed) => {
    for (let i = 0; i < entries.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i], strings);
      if (c) return c * entries[i]![1];
    }
    return a.at - b.at;
  };
  if (limit === undefined || limit >= docs.length / 8) {
    const sorted = docs.map(keyed).sort(order).map((k) => k.doc);
    return limit === undefined ? sorted : sorted.slice(0, limit);
  }
  // Most documents of a broad match cannot enter the window: their first key alone, read without building the row,
  // shows they sort strictly after the window's last.
  const [firstPath, firstDirection] = entries[0]!;
  const cannotEnter = (i: number, last: Keyed) => compareValues(sortKey(docs[i]!, firstPath, firstDirection, strings), last.keys[0], strings) * firstDirection > 0;
  return topRows(docs.length, (i) => keyed(docs[i]!, i), limit, order, cannotEnter).map((k) => k.doc);
}

/**
 * The first `limit` of `count` rows in `order`, kept in a sorted window: a row goes in only when it beats the
 * window's last, so the rest are never sorted. Ties keep input order (a row goes after its equals). `cannotEnter`, when
 * given, rules a row out cheaply before it is built (it must only say so of rows `order` would put after `last`).
 */
export function topRows<R>(count: number, rowAt: (i: number) => R, limit: number, order: (a: R, b: R) => number, cannotEnter?: (i: number, last: R) => boolean): R[] {
  const top: R[] = [];
  for (let i = 0; i < count; i++) {
    if (cannotEnter && top.length === limit && cannotEnter(i, top[limit - 1]!)) continue;
    const row = rowAt(i);
    if (top.length === limit && order(row, top[limit - 1]!) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (order(top[mid]!, row) <= 0) low = mid + 1;
      else high = mid;
    }
    top.splice(low, 0, row);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** A canonical string for a value: equal BSON values (by MongoDB's rules) get equal keys. */
export function valueKey(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return `s:${v}`;
  if (typeof v === 'number') return `n:${v}`;
  if (typeof v === 'boolean') return `b:${v}`;
  if (v instanceof ObjectId) return `o:${v.toHexString()}`;
  if (v instanceof Date) return `d:${v.getTime()}`;
  if (v instanceof Long || v instanceof Int32 || v instanceof Double || typeof v === 'bigint') return `n:${toNumber(v)}`;
  if (v instanceof Decimal128) return `n:${Number(v.toString())}`;
  if (v instanceof Binary) return `x:${v.sub_type}:${Buffer.from(v.buffer).toString('hex')}`;
  if (Array.isArray(v)) return `a:[${v.map(valueKey).join(',')}]`;
  if (v instanceof RegExp) return `r:${String(v)}`;
  if (typeof v === 'object') {
    return `{${Object.entries(v as Document)
      .map(([k, val]) => `${k}=${valueKey(val)}`)
      .join(',')}}`;
  }
  return `?:${String(v)}`;
}

/** The key used to store a document by its _id. */
export function idKey(id: unknown): string {
  return valueKey(id);
}
