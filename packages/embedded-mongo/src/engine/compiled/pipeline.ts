import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import type { Options } from 'mingo/types';
import { compare, HashMap, isNumber, isOperator } from 'mingo/util';
import { compileExpression, compileExpressionOver, compilePath, Deopt, isSimple, NotCompiled, type CompiledExpression, type ProjectedRow } from './expression';
import { compileFilter } from './filter';
import { structuredCloneDoc } from '../mingo';
import { isPlainObject, topRows } from '../values';

// Decision 0039: an aggregation pipeline compiled once per request. Each stage this module covers becomes a plain
// function over the documents; any other stage (or a covered one given something it does not expect) runs through
// mingo, on copies when that stage may change its input. Compiled stages never change their input, so documents
// straight from the collection pass through them uncopied.

export type CollectionResolver = (name: string) => Document[];
/**
 * The documents of collection `name` whose `field` equals `value`, read through an index on that field, in the
 * collection's natural order; undefined when no index leads with the field (the stage then goes to mingo).
 */
export type ForeignIndex = (name: string, field: string, value: unknown) => Document[] | undefined;
type Stage = (docs: Document[]) => Document[];

// Stages mingo runs without writing into the documents it is given.
const READ_ONLY_STAGES = new Set(['$match', '$group', '$count', '$limit', '$skip', '$sort', '$project', '$sortByCount']);

const isFieldName = (k: string) => k.length > 0 && !k.includes('.') && !k.startsWith('$') && !/^\d+$/.test(k);
const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/** `$project` with top-level fields only, in mingo's output order (exclusions, then inclusions, each sorted; then _id). */
function compileProject(spec: Record<string, unknown>): Stage {
  const one = compileProjectOne(spec);
  return (docs) => docs.map(one);
}

/** An included field: its name, whether it is copied from the document as it is, and how its value is read. */
type ProjectStep = { k: string; copied: boolean; read: (doc: Document) => unknown };
type ProjectSpec = { exclusions: string[]; steps: ProjectStep[]; addId: boolean };

/**
 * A `$project`'s fields: those it excludes and those it includes (each copied or computed), each sorted; and whether
 * _id is added after them. A copied field reads undefined where the document has no such field of its own.
 */
function parseProject(spec: Record<string, unknown>): ProjectSpec {
  const keys = Object.keys(spec);
  if (keys.length === 0 || !keys.every(isFieldName)) throw new NotCompiled('$project');
  const exclusions: string[] = [];
  const inclusions: Array<[string, 'field' | CompiledExpression]> = [];
  for (const k of keys) {
    const v = spec[k];
    if (v === false || v === 0) exclusions.push(k);
    else if (isNumber(v) || v === true) inclusions.push([k, 'field']);
    else if (isPlainObject(v)) {
      const opKeys = Object.keys(v);
      if (opKeys.length !== 1 || !isOperator(opKeys[0]!) || ['$elemMatch', '$slice'].includes(opKeys[0]!)) throw new NotCompiled('$project');
      inclusions.push([k, compileExpression(v)]);
    } else if (Array.isArray(v)) {
      const fns = v.map((e) => compileExpression(e));
      inclusions.push([k, (doc) => fns.map((fn) => fn(doc) ?? null)]);
    } else inclusions.push([k, compileExpression(v)]);
  }
  if (exclusions.some((k) => k !== '_id') && inclusions.length) throw new NotCompiled('$project mixes inclusion and exclusion');
  exclusions.sort();
  inclusions.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // A name Object.prototype does not have can only be the document's own when reading it finds a value, so only
  // the others need the own-property check; and whether the output already holds _id is known from the spec.
  const steps = inclusions.map(([k, how]): ProjectStep => {
    if (how !== 'field') return { k, copied: false, read: how };
    const inherited = k in Object.prototype;
    return {
      k,
      copied: true,
      read: (doc) => {
        const v = doc[k];
        return v !== undefined && (!inherited || own(doc, k)) ? v : undefined;
      },
    };
  });
  const addId = !exclusions.includes('_id') && !inclusions.some(([k]) => k === '_id');
  return { exclusions, steps, addId };
}

/** One document through `$project` (see compileProject). */
function compileProjectOne(spec: Record<string, unknown>): (doc: Document) => Document {
  const { exclusions, steps, addId } = parseProject(spec);
  if (steps.length === 0) {
    return (doc) => {
      const out: Document = Object.assign({}, doc);
      for (const k of exclusions) delete out[k];
      return out;
    };
  }
  return (doc) => {
    const out: Document = {};
    for (const { k, copied, read } of steps) {
      const v = read(doc);
      // A copied field the document lacks stays out; a computed one is set whatever it evaluates to.
      if (!copied || v !== undefined) out[k] = v;
    }
    if (addId && own(doc, '_id')) out._id = doc._id;
    return out;
  };
}

/**
 * An including `$project` as a row (see ProjectedRow): where each field goes in the array, and the function filling one
 * array per document with what the projected document would hold (undefined where it would have no such field).
 * Undefined for a projection that only excludes, whose output keeps fields the spec does not name.
 */
function compileProjectRow(spec: Record<string, unknown>): { row: ProjectedRow; fill: (doc: Document) => unknown[] } | undefined {
  const { steps, addId } = parseProject(spec);
  if (steps.length === 0) return undefined;
  const names = steps.map(({ k }) => k);
  if (addId) names.push('_id');
  const width = names.length;
  const fill = (doc: Document) => {
    const values = new Array<unknown>(width);
    for (let i = 0; i < steps.length; i++) values[i] = steps[i]!.read(doc);
    if (addId) values[width - 1] = own(doc, '_id') ? doc._id : undefined;
    return values;
  };
  return { row: new Map(names.map((name, i) => [name, i])), fill };
}

/** `$addFields` / `$set` on top-level fields: a shallow copy with the computed fields set (or removed when missing). */
function compileAddFields(spec: Record<string, unknown>): Stage {
  const fields = Object.keys(spec).map((k) => {
    if (!isFieldName(k) && k !== '_id') throw new NotCompiled('$addFields path');
    return [k, compileExpression(spec[k])] as const;
  });
  if (fields.length === 0) return (docs) => docs;
  return (docs) =>
    docs.map((doc) => {
      const out: Document = { ...doc };
      for (const [k, fn] of fields) {
        const v = fn(doc);
        if (v !== undefined) out[k] = v;
        else delete out[k];
      }
      return out;
    });
}

interface Accumulator {
  start(): unknown;
  add(state: unknown, doc: Document): unknown;
  finish(state: unknown): unknown;
}

const evaluate = (fn: CompiledExpression, doc: Document) => fn(doc) ?? null;

/** The accumulators the product uses, streaming over a group instead of collecting its documents first. */
function compileAccumulator(spec: unknown, row?: ProjectedRow): Accumulator {
  if (!isPlainObject(spec)) throw new NotCompiled('$group field');
  const ops = Object.keys(spec);
  if (ops.length !== 1) throw new NotCompiled('$group field');
  const op = ops[0]!;
  const arg = spec[op];
  if (op === '$sum' && isNumber(arg)) {
    return { start: () => 0, add: (n) => (n as number) + 1, finish: (n) => (n as number) * arg };
  }
  const fn = compileExpressionOver(arg, row);
  switch (op) {
    case '$sum':
      return {
        start: () => 0,
        add: (sum, doc) => {
          const v = evaluate(fn, doc);
          return isNumber(v) ? (sum as number) + v : sum;
        },
        finish: (sum) => sum,
      };
    case '$avg':
      return {
        start: () => ({ sum: 0, n: 0 }),
        add: (state, doc) => {
          const v = evaluate(fn, doc);
          const s = state as { sum: number; n: number };
          if (isNumber(v)) {
            s.sum += v;
            s.n += 1;
          }
          return s;
        },
        finish: (state) => {
          const s = state as { sum: number; n: number };
          return s.n === 0 ? null : s.sum / s.n;
        },
      };
    case '$min':
      // mingo sorts the non-null values and takes the first; for plain values that is the first smallest.
      return {
        start: () => undefined,
        add: (best, doc) => {
          const v = evaluate(fn, doc);
          if (v === null) return best;
          if (!isSimple(v)) throw new Deopt();
          return best === undefined || compare(v, best) < 0 ? v : best;
        },
        finish: (best) => (best === undefined ? null : best),
      };
    case '$max':
      // ... and the last of all values (nulls included); for plain values, the last largest.
      return {
        start: () => null,
        add: (best, doc) => {
          const v = evaluate(fn, doc);
          if (!isSimple(v)) throw new Deopt();
          return compare(v, best) >= 0 ? v : best;
        },
        finish: (best) => best,
      };
    case '$first':
      return { start: () => undefined, add: (first, doc) => (first === undefined ? doc : first), finish: (first) => evaluate(fn, first as Document) };
    case '$last':
      return { start: () => undefined, add: (_last, doc) => doc, finish: (last) => evaluate(fn, last as Document) };
    case '$push':
      return {
        start: () => [],
        add: (list, doc) => {
          (list as unknown[]).push(evaluate(fn, doc));
          return list;
        },
        finish: (list) => list,
      };
    default:
      throw new NotCompiled(op);
  }
}

/** `$group`: one pass, groups keyed as mingo keys them (its HashMap: equal values, first-seen order). */
function compileGroup(spec: Record<string, unknown>): Stage {
  const group = compileGroupOver(spec);
  return (docs) => group((visit) => docs.forEach((doc) => visit(doc)));
}

/**
 * `$project` then `$group` in one pass: each projected document is grouped and dropped at once, instead of all of
 * them being held until the grouping starts (a year's report projects 100,000 documents, and held ones outlive the
 * young generation, which makes garbage collection the larger part of the work).
 */
function compileProjectThenGroup(project: Record<string, unknown>, group: Record<string, unknown>): Stage {
  // Decision 0063: where the grouping reads only the projected fields (never the whole projected document), each one
  // is handed over as a row of values rather than an object built key by key and read back by name.
  const projected = compileProjectRow(project);
  if (projected) {
    try {
      const fold = compileGroupOver(group, projected.row);
      const { fill } = projected;
      return (docs) =>
        fold((visit) => {
          for (const doc of docs) visit(fill(doc) as unknown as Document);
        });
    } catch (error) {
      if (!(error instanceof NotCompiled)) throw error;
    }
  }
  const one = compileProjectOne(project);
  const fold = compileGroupOver(group);
  return (docs) => fold((visit) => docs.forEach((doc) => visit(one(doc))));
}

/** The grouping of compileGroup over documents handed to it one by one. */
function compileGroupOver(spec: Record<string, unknown>, row?: ProjectedRow): (each: (visit: (doc: Document) => void) => void) => Document[] {
  if (!own(spec, '_id')) throw new NotCompiled('$group without _id');
  const idFn = compileExpressionOver(spec._id, row);
  const fields = Object.keys(spec)
    .filter((k) => k !== '_id')
    .map((k) => [k, compileAccumulator(spec[k], row)] as const);
  return (each) => {
    const groups = HashMap.init() as Map<unknown, unknown[]>;
    each((doc) => {
      const key = idFn(doc) ?? null;
      let states = groups.get(key);
      if (!states) {
        states = fields.map(([, acc]) => acc.start());
        groups.set(key, states);
      }
      for (let i = 0; i < fields.length; i++) states[i] = fields[i]![1].add(states[i], doc);
    });
    const out: Document[] = [];
    for (const [key, states] of groups) {
      const row: Document = { _id: key };
      for (let i = 0; i < fields.length; i++) row[fields[i]![0]] = fields[i]![1].finish(states[i]);
      out.push(row);
    }
    return out;
  };
}

const isSortKey = (v: unknown) => isSimple(v) || (v !== null && typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'ObjectId');

/**
 * `$sort` (and `$sort` + `$limit`, keeping only the top N): mingo sorts stably, key by key, with missing read as
 * null; for plain key values that is one stable sort comparing the keys in turn, which this does. Other key values
 * (arrays, objects, NaN) go to mingo.
 */
function compileSort(spec: Record<string, unknown>, limit?: number): Stage {
  const keys = Object.keys(spec);
  if (keys.length === 0) throw new NotCompiled('$sort');
  const directions = keys.map((k) => (spec[k] === -1 ? -1 : 1));
  type Row = { doc: Document; keys: unknown[]; at: number };
  const order = (a: Row, b: Row) => {
    for (let i = 0; i < keys.length; i++) {
      const c = compare(a.keys[i], b.keys[i]);
      if (c) return c * directions[i]!;
    }
    return a.at - b.at;
  };
  const paths = keys.map((k) => compilePath(k));
  const rowOf = (doc: Document, at: number): Row => {
    const values = paths.map((read) => read(doc) ?? null);
    if (!values.every(isSortKey)) throw new Deopt();
    return { doc, keys: values, at };
  };
  return (docs) => {
    if (limit !== undefined && limit < docs.length / 8) {
      return topRows(docs.length, (i) => rowOf(docs[i]!, i), limit, order).map((r) => r.doc);
    }
    const rows = docs.map(rowOf).sort(order);
    const sorted = rows.map((r) => r.doc);
    return limit === undefined ? sorted : sorted.slice(0, limit);
  };
}

// The local values a foreign index answers exactly as $lookup's equality does. Null and missing (which also match
// documents without the field, where a sparse index has no entry), arrays (any element), documents and the rarer
// types go to mingo.
const isIndexedLookupValue = (v: unknown) =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || v instanceof Date || (v !== null && typeof v === 'object' && (v as { _bsontype?: string })._bsontype === 'ObjectId');

/**
 * `$lookup` by `localField`/`foreignField` (no `pipeline`, no `let`): each document's local value is looked up in the
 * foreign collection's index instead of mingo scanning a copy of the whole collection for every document. The
 * matches are copies, so nothing stored is handed out to be changed.
 */
function compileLookup(spec: Record<string, unknown>, foreign: ForeignIndex): Stage {
  const { from, localField, foreignField, as } = spec;
  const keys = Object.keys(spec).sort().join(',');
  if (keys !== 'as,foreignField,from,localField') throw new NotCompiled('$lookup');
  if (typeof from !== 'string' || typeof localField !== 'string' || typeof foreignField !== 'string' || typeof as !== 'string') throw new NotCompiled('$lookup');
  if (!isFieldName(as) || localField.startsWith('$') || foreignField.startsWith('$') || localField === '' || foreignField === '') throw new NotCompiled('$lookup');
  const readLocal = compilePath(localField);
  return (docs) =>
    docs.map((doc) => {
      const value = readLocal(doc);
      if (!isIndexedLookupValue(value)) throw new Deopt();
      const matches = foreign(from, foreignField, value);
      if (!matches) throw new Deopt();
      return { ...doc, [as]: matches.map(structuredCloneDoc) };
    });
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The compiled form of one stage (with the `$limit` after a `$sort`), or undefined when mingo must run it. */
function compileStage(stage: Document, next: Document | undefined, foreign?: ForeignIndex): { run: Stage; consumed: number } | undefined {
  const keys = Object.keys(stage);
  if (keys.length !== 1) return undefined;
  const name = keys[0]!;
  const spec = stage[name] as unknown;
  try {
    switch (name) {
      case '$match':
        if (!isPlainObject(spec)) return undefined;
        return { run: ((matches) => (docs: Document[]) => docs.filter(matches))(compileFilter(spec)), consumed: 1 };
      case '$project': {
        if (!isPlainObject(spec)) return undefined;
        const group = next && Object.keys(next).length === 1 && isPlainObject(next.$group) ? next.$group : undefined;
        if (group) {
          try {
            return { run: compileProjectThenGroup(spec, group), consumed: 2 };
          } catch (error) {
            if (!(error instanceof NotCompiled)) throw error;
          }
        }
        return { run: compileProject(spec), consumed: 1 };
      }
      case '$addFields':
      case '$set':
        return isPlainObject(spec) ? { run: compileAddFields(spec), consumed: 1 } : undefined;
      case '$group':
        return isPlainObject(spec) ? { run: compileGroup(spec), consumed: 1 } : undefined;
      case '$sort': {
        if (!isPlainObject(spec)) return undefined;
        const limit = next && Object.keys(next).length === 1 && isCount(next.$limit) && next.$limit > 0 ? next.$limit : undefined;
        return { run: compileSort(spec, limit), consumed: limit === undefined ? 1 : 2 };
      }
      case '$limit':
        return isCount(spec) && spec > 0 ? { run: (docs) => docs.slice(0, spec), consumed: 1 } : undefined;
      case '$skip':
        return isCount(spec) ? { run: (docs) => docs.slice(spec), consumed: 1 } : undefined;
      case '$lookup':
        return foreign && isPlainObject(spec) ? { run: compileLookup(spec, foreign), consumed: 1 } : undefined;
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof NotCompiled) return undefined;
    throw error;
  }
}

function mingoOptions(resolver?: CollectionResolver, collation?: Document): Partial<Options> {
  return {
    idKey: '_id',
    ...(resolver ? { collectionResolver: resolver as Options['collectionResolver'] } : {}),
    ...(collation ? { collation: collation as Options['collation'] } : {}),
  };
}

/** mingo over `stages`, on copies when one of them may write into its input. */
function runWithMingo(docs: Document[], stages: Document[], resolver?: CollectionResolver, collation?: Document): Document[] {
  const readOnly = stages.every((stage) => Object.keys(stage).every((op) => READ_ONLY_STAGES.has(op)));
  return new Aggregator(stages, mingoOptions(resolver, collation)).run(readOnly ? docs : docs.map(structuredCloneDoc)) as Document[];
}

/** The `as` field of a `$lookup` by `localField`/`foreignField`, or undefined for any other stage. */
function equalityLookupAs(stage: Document): string | undefined {
  const spec = stage.$lookup as Record<string, unknown> | undefined;
  return Object.keys(stage).length === 1 && spec && typeof spec === 'object' && typeof spec.localField === 'string' && typeof spec.as === 'string' ? spec.as : undefined;
}

const idKey = (id: unknown) => (id !== null && typeof id === 'object' ? `${(id as { _bsontype?: string })._bsontype ?? 'object'}:${String(id)}` : `${typeof id}:${String(id)}`);

const isDocument = (v: unknown): v is Document => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * MongoDB joins each foreign document once, however many of its array's elements equal the local value, and joins
 * only documents; mingo joins a document once per equal element (a foreign `c: [1, 1]` twice) and, for a local array
 * with no match, a null. Its answer is made MongoDB's by keeping the first of each document.
 */
function joinedOnce(docs: Document[], as: string): Document[] {
  return docs.map((doc) => {
    const joined = doc[as];
    if (!Array.isArray(joined) || (joined.length < 2 && joined.every(isDocument))) return doc;
    const seen = new Set<string>();
    return { ...doc, [as]: joined.filter((match) => isDocument(match) && !seen.has(idKey(match._id)) && Boolean(seen.add(idKey(match._id)))) };
  });
}

/** mingo on the stages, with an equality `$lookup` run alone so its joins are MongoDB's. */
function runWithMingoAsMongoDb(docs: Document[], stages: Document[], resolver?: CollectionResolver, collation?: Document): Document[] {
  let current = docs;
  let batch: Document[] = [];
  for (const stage of [...stages, undefined]) {
    const as = stage && equalityLookupAs(stage);
    if (stage && as === undefined) {
      batch.push(stage);
      continue;
    }
    if (batch.length) current = runWithMingo(current, batch, resolver, collation);
    batch = [];
    if (stage && as !== undefined) current = joinedOnce(runWithMingo(current, [stage], resolver, collation), as);
  }
  return current;
}

/**
 * Runs a pipeline over `docs` (which it never changes): compiled stages where it can, mingo for the rest. A compiled
 * stage that fails (including Deopt) is run again by mingo on the same input, so errors and edge cases are mingo's.
 */
export function runPipeline(docs: Document[], pipeline: Document[], resolver?: CollectionResolver, collation?: Document, foreign?: ForeignIndex): Document[] {
  let current = docs;
  let pending: Document[] = [];
  const flush = () => {
    if (pending.length) current = runWithMingoAsMongoDb(current, pending, resolver, collation);
    pending = [];
  };
  for (let i = 0; i < pipeline.length; ) {
    // With a collation every stage goes to mingo, whose $sort applies it (the caller lets through only stages it does not change).
    const compiled = collation ? undefined : compileStage(pipeline[i]!, pipeline[i + 1], foreign);
    if (!compiled) {
      pending.push(pipeline[i]!);
      i += 1;
      continue;
    }
    flush();
    const stages = pipeline.slice(i, i + compiled.consumed);
    try {
      current = compiled.run(current);
    } catch {
      current = runWithMingoAsMongoDb(current, stages, resolver, collation);
    }
    i += compiled.consumed;
  }
  flush();
  return current;
}
