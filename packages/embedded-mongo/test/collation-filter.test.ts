import fc from 'fast-check';
import { Query } from 'mingo';
import type { Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { parseCollation } from '../src/engine/collation';
import { compileFilter } from '../src/engine/compiled/filter';
import { sortBySpec } from '../src/engine/values';

// Decision 0050: under `{ locale: 'en', strength: 2 }`, strings made of a, b, A and B compare as their lower-case forms
// compare in binary order (case is a tertiary difference; a < b either way). So the collated filter must match exactly
// what mingo's binary Query matches once every string in the documents and the filter is lower-cased.

const str = fc.stringMatching(/^[abAB]{0,3}$/);
const scalar = fc.oneof(str, fc.integer({ min: 0, max: 2 }), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }));
const docArb = fc.record({ s: value, t: str, n: fc.record({ u: value }, { requiredKeys: [] }) }, { requiredKeys: [] });
const field = fc.constantFrom('s', 't', 'n.u', 'missing');
const op = fc.constantFrom('$eq', '$ne', '$gt', '$gte', '$lt', '$lte');
const condition = fc.oneof(
  fc.tuple(field, scalar).map(([f, v]) => ({ [f]: v })),
  fc.tuple(field, op, scalar).map(([f, o, v]) => ({ [f]: { [o]: v } })),
  fc.tuple(field, fc.constantFrom('$in', '$nin'), fc.array(scalar, { maxLength: 3 })).map(([f, o, v]) => ({ [f]: { [o]: v } })),
);
const filterArb = fc.oneof(
  condition,
  fc.tuple(fc.constantFrom('$and', '$or', '$nor'), fc.array(condition, { minLength: 1, maxLength: 3 })).map(([o, parts]) => ({ [o]: parts })),
);

function lower<T>(v: T): T {
  if (typeof v === 'string') return v.toLowerCase() as T;
  if (Array.isArray(v)) return v.map(lower) as T;
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, lower(x)])) as T;
  return v;
}

const collation = parseCollation({ locale: 'en', strength: 2 })!;

describe('collated filters', () => {
  it('when a generated filter runs under strength 2, then it matches what a binary filter matches on lower-cased data', () => {
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 12 }), filterArb, (docs, filter) => {
        const compiled = compileFilter(filter as Document, collation);
        const reference = new Query(lower(filter), { idKey: '_id' });
        const got = docs.map((d) => compiled(d as Document));
        const want = docs.map((d) => reference.test(lower(d)));
        expect(got).toEqual(want);
      }),
      { numRuns: 1500 },
    );
  });

  it('when strings are sorted under strength 2, then the order is the lower-cased binary order (ties keep input order)', () => {
    fc.assert(
      fc.property(fc.array(str, { maxLength: 15 }), (values) => {
        const docs = values.map((t, i) => ({ _id: i, t }));
        const got = sortBySpec(docs, { t: 1 }, undefined, collation).map((d) => d._id);
        const want = [...docs].sort((a, b) => (a.t.toLowerCase() < b.t.toLowerCase() ? -1 : a.t.toLowerCase() > b.t.toLowerCase() ? 1 : a._id - b._id)).map((d) => d._id);
        expect(got).toEqual(want);
      }),
      { numRuns: 500 },
    );
  });
});
