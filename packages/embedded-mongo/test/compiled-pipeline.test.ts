import fc from 'fast-check';
import { Aggregator, Query } from 'mingo';
import { resolve } from 'mingo/util';
import { ObjectId, type Document } from 'bson';
import { describe, expect, it } from 'vitest';
import { compilePath } from '../src/engine/compiled/expression';
import { runPipeline, type ForeignIndex } from '../src/engine/compiled/pipeline';
import { structuredCloneDoc } from '../src/engine/mingo';
import { sortBySpec } from '../src/engine/values';

// Decision 0039: the compiled pipeline answers what mingo answers (values, key order, errors) on generated documents
// and pipelines, and never changes the documents it is given (the engine hands it stored documents uncopied).

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000 + n * 3_723_004);
const ids = Array.from({ length: 4 }, (_, i) => new ObjectId(`6500000000000000000000${i}${i}`));

const docArb = fc.record(
  {
    a: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(null), fc.constantFrom('x', '2'), fc.double({ min: -2, max: 2, noNaN: true })),
    b: fc.constantFrom('x', 'y', 'z', 'X', ''),
    c: fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(null)), { maxLength: 3 }),
    // Also half-hours across two days, so several documents share a day and differ only in the time of day.
    d: fc.oneof(fc.integer({ min: -400, max: 800 }).map(day), fc.integer({ min: 0, max: 95 }).map((h) => new Date(Date.UTC(2026, 0, 1) + h * 1_800_000)), fc.constant(null)),
    e: fc.record({ x: fc.integer({ min: 0, max: 2 }), y: fc.constantFrom('p', 'q') }, { requiredKeys: [] }),
    h: fc.array(fc.record({ m: fc.constantFrom('p', 'q'), at: fc.integer({ min: 0, max: 60 }).map(day) }, { requiredKeys: ['m'] }), { maxLength: 3 }),
    o: fc.constantFrom(...ids),
    t: fc.boolean(),
  },
  { requiredKeys: ['b'] },
);
const docsArb = fc.array(docArb, { maxLength: 30 }).map((docs) => docs.map((d, i): Document => ({ _id: i, ...d })));

const path = fc.constantFrom('$a', '$b', '$c', '$d', '$e', '$e.x', '$e.y', '$h.at', '$h.m', '$missing', '$t', '$o', '$$ROOT.b', '$$CURRENT.a');
const literal = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', 'p', '%', ''), fc.constant(null), fc.boolean(), fc.constant(day(3)));
const binary = (ops: string[], e: fc.Arbitrary<unknown>) => fc.tuple(fc.constantFrom(...ops), e, e).map(([op, x, y]) => ({ [op]: [x, y] }));
const unary = (ops: string[], e: fc.Arbitrary<unknown>) => fc.tuple(fc.constantFrom(...ops), e).map(([op, x]) => ({ [op]: x }));

/** Generated expressions whose field paths are drawn from `path`. */
const expressionsOver = (path: fc.Arbitrary<string>) =>
  fc.letrec<{ expr: unknown }>((tie) => {
  const e = tie('expr');
  return {
    expr: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      path,
      literal,
      binary(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$cmp', '$add', '$subtract', '$multiply', '$divide', '$concat', '$ifNull', '$and', '$or', '$in'], e),
      fc.tuple(e, fc.array(literal, { maxLength: 3 })).map(([x, list]) => ({ $in: [x, list] })),
      // A list of plain strings only (the compiled path looks strings up in a set).
      fc.tuple(e, fc.array(fc.constantFrom('x', 'p', '2', ''), { minLength: 1, maxLength: 3 })).map(([x, list]) => ({ $in: [x, list] })),
      // A variable's field, whatever the variable holds (a document is read from directly).
      fc
        .tuple(fc.oneof(e, fc.constantFrom('$e', '$h', '$c', '$d', '$$ROOT')), fc.constantFrom('x', 'y', 'm', 'at', 'b', 'e.x', '0', 'h.m'))
        .map(([x, field]) => ({ $let: { vars: { v: x }, in: `$$v.${field}` } })),
      unary(['$type', '$size', '$year', '$month', '$dayOfMonth', '$dayOfWeek', '$dayOfYear', '$hour', '$min', '$max', '$sum', '$avg', '$not', '$toUpper', '$literal'], e),
      fc.tuple(e, e, e).map(([i, t, o]) => ({ $cond: [i, t, o] })),
      fc.tuple(e, e, e).map(([i, t, o]) => ({ $cond: { if: i, then: t, else: o } })),
      fc.tuple(e, e).map(([x, y]) => ({ $ifNull: [x, y, 0] })),
      fc.tuple(fc.constantFrom('%Y-%m-%d', '%H:%M:%S.%L', '%j %w %u', 'no spec', '%%Y', '%U'), e).map(([format, date]) => ({ $dateToString: { format, date } })),
      fc.tuple(fc.constantFrom('$c', '$h.at', '$missing'), e).map(([input, x]) => ({ $min: { $map: { input, as: 'v', in: { $ifNull: ['$$v', x] } } } })),
      fc.constantFrom('p', 'q').map((m) => ({ $max: { $map: { input: { $filter: { input: '$h', as: 'h', cond: { $eq: ['$$h.m', m] } } }, as: 'h', in: '$$h.at' } } })),
      fc.tuple(e, e).map(([x, y]) => ({ $let: { vars: { v: x }, in: { $cond: [{ $eq: ['$$v', null] }, y, '$$v'] } } })),
      fc.constant({ $map: { input: '$c', in: { $add: ['$$this', 1] } } }),
      // Bindings of one name inside another: the inner one shadows the outer only in its own body, and a $let's
      // variables see the outer values, not each other.
      fc.tuple(e, e).map(([x, y]) => ({ $let: { vars: { v: x }, in: { $let: { vars: { v: { $ifNull: ['$$v', y] }, w: '$$v' }, in: ['$$v', '$$w'] } } } })),
      fc.tuple(fc.constantFrom('$c', '$h', '$h.at'), e).map(([input, x]) => ({ $map: { input, as: 'v', in: [{ $let: { vars: { v: x }, in: '$$v' } }, '$$v', { $map: { input, as: 'v', in: '$$v' } }] } })),
      fc.tuple(e).map(([x]) => ({ k: x, j: '$b' })),
    ),
  };
}).expr;
const expr = expressionsOver(path);

const filterArb = fc.oneof(
  fc.tuple(fc.constantFrom('a', 'b', 'c', 'e.x', 'h.m'), literal).map(([f, v]) => ({ [f]: v })),
  fc.tuple(fc.constantFrom('a', 'd', 'c'), fc.constantFrom('$gt', '$gte', '$lt', '$lte', '$ne'), fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constant(day(100)))).map(([f, op, v]) => ({ [f]: { [op]: v } })),
  fc.tuple(fc.constantFrom('a', 'b', 'missing'), fc.boolean()).map(([f, v]) => ({ [f]: { $exists: v } })),
);
const fieldsOut = fc.constantFrom('f', 'g', 'a', 'b', '_id');
// A bare null argument is left out: mingo reads `{ $max: null }` as the whole document, where MongoDB (and the compiled
// path) answer null, so the reference itself would be wrong there.
const accumulatorOver = (e: fc.Arbitrary<unknown>) =>
  fc.tuple(fc.constantFrom('$sum', '$avg', '$min', '$max', '$first', '$last', '$push', '$addToSet'), e.filter((x) => x !== null)).map(([op, x]) => ({ [op]: x }));
const groupOver = (e: fc.Arbitrary<unknown>) =>
  fc
    .tuple(e, fc.dictionary(fc.constantFrom('n', 's', 'm', 'x', 'f'), accumulatorOver(e), { maxKeys: 4 }), fc.boolean())
    .map(([id, acc, count]) => ({ $group: { _id: id, ...acc, ...(count ? { n: { $sum: 1 } } : {}) } }));
const stageArb: fc.Arbitrary<Document> = fc.oneof<fc.Arbitrary<Document>[]>(
  filterArb.map(($match) => ({ $match })),
  fc.tuple(fc.dictionary(fieldsOut, fc.oneof(expr, fc.constantFrom(0, 1, true, false)), { minKeys: 1, maxKeys: 4 })).map(([$project]) => ({ $project })),
  fc.dictionary(fc.constantFrom('f', 'g', 'a', 'b'), expr, { minKeys: 1, maxKeys: 3 }).map(($addFields) => ({ $addFields })),
  groupOver(expr),
  fc.dictionary(fc.constantFrom('a', 'b', 'd', '_id', 'f', 'n', 'e.x', 'c', 'o'), fc.constantFrom(1, -1), { minKeys: 1, maxKeys: 3 }).map(($sort) => ({ $sort })),
  fc.integer({ min: 1, max: 8 }).map(($limit) => ({ $limit })),
  fc.integer({ min: 0, max: 4 }).map(($skip) => ({ $skip })),
).map(plain);

/** fast-check builds some dictionaries without a prototype; the wire never does. */
function plain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(plain) as T;
  if (v !== null && typeof v === 'object' && (Object.getPrototypeOf(v) === null || Object.getPrototypeOf(v) === Object.prototype)) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)])) as T;
  }
  return v;
}

/** Values with their key order made visible, so two answers compare equal only when keys come in the same order. */
function ordered(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(ordered);
  if (v instanceof Date) return { date: v.getTime() };
  if (v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.entries(v).map(([k, x]) => [k, ordered(x)]);
  return v;
}

function outcome(run: () => Document[]): { value?: unknown; error?: true } {
  try {
    return { value: ordered(run()) };
  } catch {
    return { error: true };
  }
}

describe('compiled pipeline', () => {
  it('when a generated pipeline runs compiled, then it answers what mingo answers and leaves its input untouched', () => {
    fc.assert(
      fc.property(docsArb, fc.array(stageArb, { minLength: 1, maxLength: 4 }), (docs, pipeline) => {
        const before = ordered(docs);
        const expected = outcome(() => new Aggregator(pipeline, { idKey: '_id' }).run(docs.map(structuredCloneDoc)) as Document[]);
        const actual = outcome(() => runPipeline(docs, pipeline));
        expect(actual).toEqual(expected);
        expect(ordered(docs)).toEqual(before);
      }),
      { numRuns: 1500 },
    );
  });

  it('when $lookup reads the foreign collection through an index, then it answers what mingo answers and leaves its input untouched', () => {
    const fields = ['a', 'b', 'c', 'd', 'e.x', 'o', 't', 'missing'] as const;
    fc.assert(
      fc.property(docsArb, docsArb, fc.constantFrom(...fields), fc.constantFrom(...fields), (local, stored, localField, foreignField) => {
        const foreignDocs = stored.map((d) => ({ ...d, _id: 100 + (d._id as number) }));
        const resolver = (name: string) => (name === 'f' ? foreignDocs.map(structuredCloneDoc) : []);
        // The engine's index: equality as find has it, natural order, more than one match left to mingo.
        const foreign: ForeignIndex = (name, field, value) => {
          if (name !== 'f') return [];
          const query = new Query({ [field]: value });
          const matches = foreignDocs.filter((d) => query.test(d));
          return matches.length > 1 ? undefined : matches;
        };
        const pipeline = [{ $lookup: { from: 'f', localField, foreignField, as: 'joined' } }, { $project: { a: 1, joined: 1 } }];
        const before = structuredCloneDoc(local);
        // The reference is mingo's answer with each foreign document joined once and nothing but documents joined, as
        // MongoDB joins: mingo joins a foreign `c: [1, 1]` twice for a local 1 (seed -673212801 found it) and a null
        // for a local array that matches nothing.
        const expected = (new Aggregator(pipeline, { idKey: '_id', collectionResolver: resolver }).run(structuredCloneDoc(local)) as Document[]).map((doc) => ({
          ...doc,
          joined: (doc.joined as unknown[])
            .filter((match): match is Document => match !== null && typeof match === 'object')
            .filter((match, i, all) => all.findIndex((other) => other._id === match._id) === i),
        }));
        expect(runPipeline(local, pipeline, resolver, undefined, foreign)).toEqual(expected);
        expect(local).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('when a foreign array holds the local value twice, then $lookup joins that document once, as MongoDB does', () => {
    const foreignDocs = [{ _id: 100, c: [1, 1] }, { _id: 101, c: [2, 1] }];
    const resolver = (name: string) => (name === 'f' ? foreignDocs.map(structuredCloneDoc) : []);
    const pipeline = [{ $lookup: { from: 'f', localField: 'e.x', foreignField: 'c', as: 'joined' } }];
    const expected = [{ _id: 0, e: { x: 1 }, joined: foreignDocs }];
    // Through mingo (no index), and through the index when it leaves more than one match to mingo.
    expect(runPipeline([{ _id: 0, e: { x: 1 } }], pipeline, resolver)).toEqual(expected);
    expect(runPipeline([{ _id: 0, e: { x: 1 } }], pipeline, resolver, undefined, () => undefined)).toEqual(expected);
    // A local array that matches nothing joins nothing (mingo joins a null).
    expect(runPipeline([{ _id: 1, e: { x: [7] } }], pipeline, resolver)).toEqual([{ _id: 1, e: { x: [7] }, joined: [] }]);
  });

  it('when every document finds at most one match by ObjectId, then $lookup asks the index once per document and never mingo', () => {
    const states = ids.slice(0, 3).map((o, i) => ({ _id: `s${i}`, bookingId: o, lastAt: day(i) }));
    const bookings = ids.map((o, i) => ({ _id: o, n: i }));
    const asked: unknown[] = [];
    const foreign: ForeignIndex = (_name, field, value) => {
      asked.push(value);
      return states.filter((s) => String(s[field as 'bookingId']) === String(value));
    };
    const untouchable = () => {
      throw new Error('mingo was asked for the whole collection');
    };
    const out = runPipeline(bookings, [{ $lookup: { from: 'excursion_states', localField: '_id', foreignField: 'bookingId', as: 'state' } }], untouchable, undefined, foreign);
    expect(asked).toHaveLength(4);
    expect(out.map((b) => [b.n, b.state.map((s: { _id: string }) => s._id)])).toEqual([
      [0, ['s0']],
      [1, ['s1']],
      [2, ['s2']],
      [3, []],
    ]);
    expect(out[0]!.state[0]).not.toBe(states[0]);
  });

  it('when an including $project is followed by a $group, then the grouping over its rows answers what mingo answers', () => {
    // Decision 0063: the fused pair hands the grouping arrays of the projected values; paths read the projected names,
    // names the projection left out (missing, not null), and fields inside projected values.
    const rowPath = fc.constantFrom('$f', '$g', '$a', '$b', '$_id', '$f.x', '$g.0', '$a.y', '$c', '$missing');
    const rowExpr = expressionsOver(rowPath);
    const projectArb = fc
      .tuple(fc.dictionary(fc.constantFrom('f', 'g', 'a', 'b', 'constructor'), fc.oneof(expr, fc.constantFrom(1, true)), { minKeys: 1, maxKeys: 4 }), fc.boolean())
      .map(([fields, withoutId]) => plain({ ...fields, ...(withoutId ? { _id: 0 } : {}) }));
    fc.assert(
      fc.property(docsArb, projectArb, groupOver(rowExpr).map(plain), (docs, $project, group) => {
        const pipeline = [{ $project }, group, { $sort: { _id: 1 } }];
        const expected = outcome(() => new Aggregator(pipeline, { idKey: '_id' }).run(docs.map(structuredCloneDoc)) as Document[]);
        expect(outcome(() => runPipeline(docs, pipeline))).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it('when the report pipeline runs compiled, then its days and totals are mingo’s', () => {
    const report = [
      { $match: { b: { $ne: 'z' } } },
      {
        $project: {
          _id: 0,
          day: { $dateToString: { format: '%Y-%m-%d', date: '$d' } },
          a: 1,
          revenue: { $cond: [{ $in: ['$b', ['x', 'y']] }, { $ifNull: ['$e.x', 0] }, 0] },
          span: {
            $let: {
              vars: { first: { $min: { $map: { input: { $ifNull: ['$h', []] }, as: 'h', in: '$$h.at' } } }, last: { $max: { $map: { input: { $ifNull: ['$h', []] }, as: 'h', in: '$$h.at' } } } },
              in: { $cond: [{ $and: [{ $eq: [{ $type: '$$first' }, 'date'] }, { $eq: [{ $type: '$$last' }, 'date'] }] }, { $subtract: ['$$last', '$$first'] }, null] },
            },
          },
        },
      },
      { $group: { _id: '$day', n: { $sum: 1 }, revenue: { $sum: '$revenue' }, a: { $sum: '$a' }, span: { $sum: { $ifNull: ['$span', 0] } }, spans: { $sum: { $cond: [{ $eq: [{ $ifNull: ['$span', null] }, null] }, 0, 1] } } } },
      { $sort: { _id: 1 } },
      { $project: { _id: 0, day: '$_id', n: 1, revenue: 1, a: 1, span: 1, spans: 1 } },
    ];
    fc.assert(
      fc.property(docsArb, (docs) => {
        expect(ordered(runPipeline(docs, report))).toEqual(ordered(new Aggregator(report, { idKey: '_id' }).run(docs.map(structuredCloneDoc))));
      }),
      { numRuns: 300 },
    );
  });

  it('when a path runs through objects, arrays, indexes and scalars, then it reads what mingo’s resolve reads', () => {
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom(1, 'x', null, true, day(1)),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', '0', 'constructor'), tie('value'), { maxKeys: 3 }).map(plain),
      ),
    }));
    const pathArb = fc.array(fc.constantFrom('a', 'b', '0', '1', 'constructor', 'length'), { minLength: 1, maxLength: 4 }).map((p) => p.join('.'));
    fc.assert(
      fc.property(value, pathArb, (obj, path) => {
        expect(ordered(compilePath(path)(obj))).toEqual(ordered(resolve(obj as Record<string, unknown>, path)));
      }),
      { numRuns: 3000 },
    );
  });

  it('when find sorts with a limit and no index gives the order, then the kept window equals the head of the full sort', () => {
    const key = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom('a', 'b', null), fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 2 }));
    fc.assert(
      fc.property(
        fc.array(fc.record({ k: key, j: key }, { requiredKeys: [] }).map(plain), { maxLength: 120 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom<Document>({ k: 1 }, { k: -1 }, { k: -1, j: 1 }, { j: -1, k: 1 }),
        (rows, limit, sort) => {
          const docs = rows.map((r, i) => ({ _id: i, ...r }));
          expect(sortBySpec(docs, sort, limit)).toEqual(sortBySpec(docs, sort).slice(0, limit));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('when $sort is followed by $limit, then the top N equal the first N of the full sort', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ k: fc.integer({ min: 0, max: 5 }), j: fc.constantFrom('a', 'b') }), { maxLength: 200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom<Document>({ k: 1 }, { k: -1 }, { k: -1, j: 1 }, { j: -1, k: 1 }),
        (rows, limit, sort) => {
          const docs = rows.map((r, i) => ({ _id: i, ...r }));
          expect(runPipeline(docs, [{ $sort: sort }, { $limit: limit }])).toEqual(new Aggregator([{ $sort: sort }], { idKey: '_id' }).run(docs).slice(0, limit));
        },
      ),
      { numRuns: 200 },
    );
  });
});
