import fc from 'fast-check';
import { Query } from 'mingo';
import { ObjectId, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { compileFilter } from '../src/engine/compiled/filter';

// Decision 0039: the compiled filter matches exactly the documents mingo's Query matches, on generated documents (nested
// objects, arrays of scalars, of objects and of arrays, missing fields, nulls) and generated filters, including
// operators it leaves to mingo.

/** fast-check builds some objects without a prototype; BSON never does. */
function plain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(plain) as T;
  if (v !== null && typeof v === 'object' && (Object.getPrototypeOf(v) === null || Object.getPrototypeOf(v) === Object.prototype)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)])) as T;
  }
  return v;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const oid = new ObjectId('650000000000000000000011');
const scalar = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('x', 'xy', 'P', ''), fc.constant(null), fc.boolean(), fc.constant(day(1)), fc.constant(oid));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.array(fc.array(scalar, { maxLength: 2 }), { maxLength: 2 }));
const docArb = fc.record(
  {
    a: value,
    b: fc.constantFrom('x', 'xy', 'P', 'p q'),
    c: fc.array(fc.oneof(fc.integer({ min: 0, max: 2 }), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 2 })), { maxLength: 3 }),
    e: fc.record({ x: value, y: fc.constantFrom('p', 'q') }, { requiredKeys: [] }),
    h: fc.array(fc.record({ m: fc.oneof(fc.constantFrom('p', 'q', 'x'), fc.array(fc.constantFrom('p', 'x'), { maxLength: 2 })), at: fc.integer({ min: 0, max: 3 }).map(day) }, { requiredKeys: [] }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
).map(plain);

const field = fc.constantFrom('a', 'b', 'c', 'c.0', 'c.1', 'e', 'e.x', 'h.m', 'h.at', 'h.0.m', 'missing', 'a.0');
const operand = fc.oneof(scalar, fc.array(scalar, { maxLength: 2 }), fc.constant({ x: 1 }), fc.constant({ y: 'p' }));
const ordered = fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('x', 'P'), fc.constant(day(2)), fc.constant(null));
const condition = fc.oneof(
  fc.tuple(field, operand).map(([f, v]) => ({ [f]: v })),
  fc.tuple(field, fc.constantFrom('$eq', '$ne'), operand).map(([f, op, v]) => ({ [f]: { [op]: v } })),
  fc.tuple(field, fc.constantFrom('$gt', '$gte', '$lt', '$lte'), ordered).map(([f, op, v]) => ({ [f]: { [op]: v } })),
  fc.tuple(field, ordered, ordered).map(([f, lo, hi]) => ({ [f]: { $gte: lo, $lt: hi } })),
  fc.tuple(field, fc.constantFrom('$in', '$nin'), fc.array(fc.oneof(scalar, fc.constantFrom(/^x/, /q$/i)), { maxLength: 3 })).map(([f, op, v]) => ({ [f]: { [op]: v } })),
  fc.tuple(field, fc.boolean()).map(([f, v]) => ({ [f]: { $exists: v } })),
  fc.tuple(field, fc.constantFrom(/^x/, /^p/i, /y$/, /./)).map(([f, re]) => ({ [f]: re })),
  fc.tuple(field, fc.constantFrom('^x', '^P')).map(([f, re]) => ({ [f]: { $regex: re, $options: 'i' } })),
  fc.tuple(field, fc.integer({ min: 0, max: 2 })).map(([f, n]) => ({ [f]: { $size: n } })),
  fc.tuple(field, scalar).map(([f, v]) => ({ [f]: { $not: { $eq: v } } })),
  fc.constant({ h: { $elemMatch: { m: 'p' } } }),
);
const filterArb = fc.oneof(
  condition,
  fc.tuple(condition, condition).map(([x, y]) => ({ ...x, ...y })),
  fc.array(condition, { minLength: 1, maxLength: 3 }).map(($or) => ({ $or })),
  fc.array(condition, { minLength: 0, maxLength: 3 }).map(($and) => ({ $and })),
  fc.array(condition, { minLength: 1, maxLength: 2 }).map(($nor) => ({ $nor })),
).map(plain);

describe('compiled filter', () => {
  it('when a generated filter is compiled, then it matches exactly what mingo matches', () => {
    fc.assert(
      fc.property(fc.array(docArb, { maxLength: 20 }), filterArb, (docs: Document[], filter) => {
        let expected: boolean[] | 'error';
        try {
          const query = new Query(filter, { idKey: '_id' });
          expected = docs.map((d) => query.test(d));
        } catch {
          expected = 'error';
        }
        let actual: boolean[] | 'error';
        try {
          const matches = compileFilter(filter);
          actual = docs.map((d) => matches(d));
        } catch {
          actual = 'error';
        }
        expect(actual).toEqual(expected);
      }),
      { numRuns: 4000 },
    );
  });
});
