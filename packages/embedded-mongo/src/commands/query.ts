import { Long, type Document } from 'bson';
import type { Collection } from '../engine/collection';
import { CommandError, ErrorCodes } from '../engine/errors';
import { compileExpression } from '../engine/compiled/expression';
import { runPipeline, type ForeignIndex } from '../engine/compiled/pipeline';
import { collationNotSupported, parseCollation, type StringCompare } from '../engine/collation';
import { project, structuredCloneDoc } from '../engine/mingo';
import { validateExpression, validateFilter, validatePipeline } from '../engine/validate';
import { bindFilter, bindPipeline, evaluateLet } from '../engine/variables';
import { runMerge, runOut } from './aggregate-output';
import { resolveView } from './views';
import { assertIndexedPlan } from '../engine/no-table-scan';
import { sortBySpec, valueKey } from '../engine/values';
import { collectionName, type CommandContext, type CommandHandler, optionalDoc, toInt } from './context';

/** Filter, sort (BSON order), skip and limit over a collection, using its indexes for the filter. */
export function selectDocuments(
  coll: Collection | undefined,
  options: { filter?: Document; sort?: Document; skip?: number; limit?: number; collation?: StringCompare },
): Document[] {
  if (!coll) return [];
  const skip = Math.max(0, options.skip ?? 0);
  const limit = Math.abs(options.limit ?? 0);
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
  assertIndexedPlan(coll, options.filter, sort);
  // An index that gives the sort order answers directly; otherwise every match is sorted in memory.
  // A collation orders strings differently from the indexes' binary order, so it always sorts in memory.
  const { collation } = options;
  let docs = sort
    ? ((collation ? undefined : coll.findSorted(options.filter, sort, limit ? skip + limit : Infinity)) ??
      sortBySpec(coll.find(options.filter, collation), sort, limit ? skip + limit : undefined, collation))
    : coll.find(options.filter, collation);
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  return docs;
}

/** Validates a find projection: its operator values are expressions, except the projection operators. */
function validateProjection(projection: Document | undefined): void {
  for (const value of Object.values(projection ?? {})) {
    if (isPlainDoc(value) && !('$elemMatch' in value) && !('$slice' in value)) validateExpression(value);
  }
}

/** A view read as an aggregation over its source: the view's pipeline, then what the command asks. */
function readView(ctx: CommandContext, view: { source: string; pipeline: Document[] }, after: Document[]): Document[] {
  const source = ctx.store.collection(ctx.db, view.source, false);
  return runPipeline([...(source?.docs.values() ?? [])], [...view.pipeline, ...after], resolver(ctx));
}

/** The stages a find-shaped read adds after a view's pipeline. */
function findStages(options: { filter?: Document; sort?: Document; skip?: number; limit?: number }): Document[] {
  const stages: Document[] = [];
  if (options.filter && Object.keys(options.filter).length) stages.push({ $match: options.filter });
  if (options.sort && Object.keys(options.sort).length) stages.push({ $sort: options.sort });
  if (options.skip) stages.push({ $skip: options.skip });
  if (options.limit) stages.push({ $limit: Math.abs(options.limit) });
  return stages;
}

const find: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'find');
  const vars = evaluateLet(command.let);
  const filter = bindFilter(optionalDoc(command.filter, 'filter'), vars);
  validateFilter(filter);
  const projection = optionalDoc(command.projection, 'projection');
  validateProjection(projection);
  const collation = parseCollation(command.collation);
  const limit = toInt(command.limit);
  const options = { filter, sort: optionalDoc(command.sort, 'sort'), skip: toInt(command.skip), limit, collation };
  const view = resolveView(ctx, name);
  if (view && collation) throw collationNotSupported('a read of a view');
  const docs = view ? readView(ctx, view, findStages(options)) : selectDocuments(ctx.store.collection(ctx.db, name, false), options);
  const projected = project(docs, projection);
  const singleBatch = Boolean(command.singleBatch) || limit < 0;
  const ns = `${ctx.db}.${name}`;
  const { batch, id } = ctx.cursors.start(ns, projected, toInt(command.batchSize, 101), singleBatch);
  return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
};

const getMore: CommandHandler = (command, ctx) => {
  const id = command.getMore instanceof Long ? command.getMore : Long.fromNumber(toInt(command.getMore));
  const result = ctx.cursors.more(id, toInt(command.batchSize));
  if (!result) throw new CommandError(`cursor id ${id.toString()} not found`, ErrorCodes.CursorNotFound);
  return { cursor: { nextBatch: result.batch, id: result.id, ns: result.ns }, ok: 1 };
};

const killCursors: CommandHandler = (command, ctx) => {
  const ids = Array.isArray(command.cursors) ? (command.cursors as unknown[]) : [];
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const raw of ids) {
    const id = raw instanceof Long ? raw : Long.fromNumber(toInt(raw));
    (ctx.cursors.kill(id) ? killed : notFound).push(id);
  }
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'count');
  const coll = ctx.store.collection(ctx.db, name, false);
  const query = optionalDoc(command.query, 'query');
  validateFilter(query);
  const collation = parseCollation(command.collation);
  const view = resolveView(ctx, name);
  if (view && collation) throw collationNotSupported('a read of a view');
  const n = view
    ? readView(ctx, view, findStages({ filter: query, skip: toInt(command.skip) })).length
    : !query || Object.keys(query).length === 0
      ? Math.max(0, (coll?.docs.size ?? 0) - toInt(command.skip))
      : selectDocuments(coll, { filter: query, skip: toInt(command.skip), collation }).length;
  const limit = toInt(command.limit);
  return { n: limit ? Math.min(n, Math.abs(limit)) : n, ok: 1 };
};

const distinct: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'distinct');
  const coll = ctx.store.collection(ctx.db, name, false);
  if (typeof command.key !== 'string') throw new CommandError('distinct key must be a string', ErrorCodes.TypeMismatch);
  const filter = optionalDoc(command.query, 'query');
  validateFilter(filter);
  const collation = parseCollation(command.collation);
  const view = resolveView(ctx, name);
  if (view && collation) throw collationNotSupported('a read of a view');
  const read = compileExpression(`$${command.key}`);
  const seen: unknown[] = [];
  const keys = new Set<string>();
  const docs = view ? readView(ctx, view, findStages({ filter })) : selectDocuments(coll, { filter, collation });
  for (const doc of docs) {
    const values = read(doc);
    for (const v of Array.isArray(values) ? values : [values]) {
      if (v === undefined || keys.has(valueKey(v))) continue;
      // Under a collation, strings it calls equal are one value (the first seen), as on MongoDB.
      if (collation && typeof v === 'string' && seen.some((s) => typeof s === 'string' && collation(s, v) === 0)) continue;
      keys.add(valueKey(v));
      seen.push(v);
    }
  }
  return { values: seen, ok: 1 };
};

function resolver(ctx: CommandContext) {
  return (name: string) => [...(ctx.store.collection(ctx.db, name, false)?.docs.values() ?? [])].map(structuredCloneDoc);
}

/**
 * A `$lookup`'s matches through an index leading with the foreign field. More than one match goes to mingo: an index
 * keeps an updated document's entry last, where the collection's natural order (mingo's, and the real server's for
 * equal keys) keeps it in place.
 */
function foreignIndex(ctx: CommandContext): ForeignIndex {
  return (name, field, value) => {
    const coll = ctx.store.collection(ctx.db, name, false);
    if (!coll) return [];
    if (!coll.indexes.some((index) => index.firstField === field) && field !== '_id') return undefined;
    const matches = coll.find({ [field]: value });
    return matches.length > 1 ? undefined : matches;
  };
}

const isPlainDoc = (v: unknown): v is Document => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;
const onlyStage = (stage: Document | undefined, name: string) => (stage && Object.keys(stage).length === 1 ? stage[name] : undefined);

/**
 * How many leading stages are answered like a find (decision 0039): a `$match`, a `$sort`, or both, with a positive
 * `$limit` right after the sort. They select through the collection's indexes exactly as `find` does (an index that
 * gives the sort order is walked and stops at the limit); the rest of the pipeline runs over what they select.
 */
function leadingFind(pipeline: Document[]): { consumed: number; filter?: Document; sort?: Document; limit?: number } {
  let at = 0;
  const match = onlyStage(pipeline[at], '$match');
  const filter = isPlainDoc(match) ? match : undefined;
  if (filter) at++;
  const sortSpec = onlyStage(pipeline[at], '$sort');
  const sort = isPlainDoc(sortSpec) && Object.keys(sortSpec).length > 0 ? sortSpec : undefined;
  if (!sort) return { consumed: at, filter };
  at++;
  const limitSpec = onlyStage(pipeline[at], '$limit');
  const limit = typeof limitSpec === 'number' && Number.isInteger(limitSpec) && limitSpec > 0 ? limitSpec : undefined;
  if (limit) at++;
  return { consumed: at, filter, sort, limit };
}

// Stages that compare no strings, so a collation cannot change what they answer (a `$sort` goes to mingo with it).
const COLLATION_NEUTRAL_STAGES = new Set(['$limit', '$skip', '$count', '$unset', '$project', '$set', '$addFields', '$replaceWith', '$replaceRoot', '$sort']);
const COMPARING_EXPRESSION = /"\$(eq|ne|gt|gte|lt|lte|cmp|in|indexOfArray|setEquals|setIntersection|setUnion|setDifference|setIsSubset|max|min|maxN|minN|sortArray|switch)"/;

// A $group on a constant key summing or counting (countDocuments' shape) compares nothing either.
function isConstantCount(stage: Document): boolean {
  const spec = stage.$group as Document | undefined;
  if (!spec || (spec._id !== null && typeof spec._id !== 'number')) return false;
  return Object.entries(spec).every(([k, v]) => k === '_id' || (isPlainDoc(v) && Object.keys(v).length === 1 && ('$sum' in v || '$count' in v) && typeof (v.$sum ?? 1) === 'number'));
}

function assertCollationNeutral(stages: Document[]): void {
  for (const stage of stages) {
    const name = Object.keys(stage)[0] ?? '';
    if (isConstantCount(stage)) continue;
    if (!COLLATION_NEUTRAL_STAGES.has(name) || (name !== '$sort' && COMPARING_EXPRESSION.test(JSON.stringify(stage)))) {
      throw collationNotSupported(`${name} (only to a leading $match and $sort, and stages that compare no strings)`);
    }
  }
}

const aggregate: CommandHandler = (command, ctx) => {
  if (!Array.isArray(command.pipeline)) throw new CommandError("'pipeline' option must be specified as an array", ErrorCodes.TypeMismatch);
  if (command.explain) throw new CommandError('explain is not supported by embedded-mongo', ErrorCodes.NotImplemented);
  validatePipeline(command.pipeline);
  const collation = parseCollation(command.collation);
  let pipeline = bindPipeline(command.pipeline as Document[], evaluateLet(command.let));
  const last = pipeline.at(-1);
  const output = last && ('$out' in last || '$merge' in last) ? last : undefined;
  if (output) pipeline = pipeline.slice(0, -1);
  const name = typeof command.aggregate === 'string' ? collectionName(command, 'aggregate') : undefined;
  const view = name ? resolveView(ctx, name) : undefined;
  if (view && collation) throw collationNotSupported('a read of a view');
  let results: Document[];
  if (view) results = readView(ctx, view, pipeline);
  else {
    const coll = name ? ctx.store.collection(ctx.db, name, false) : undefined;
    const lead = leadingFind(pipeline);
    if (lead.consumed === 0) assertIndexedPlan(coll, undefined, undefined);
    const rest = pipeline.slice(lead.consumed);
    if (collation) assertCollationNeutral(rest);
    const input = lead.consumed ? selectDocuments(coll, { ...lead, collation }) : [...(coll?.docs.values() ?? [])];
    // Stored documents go in uncopied: compiled stages never change their input, and mingo gets copies where it might.
    results = rest.length ? runPipeline(input, rest, resolver(ctx), collation ? (command.collation as Document) : undefined, foreignIndex(ctx)) : input;
  }
  const ns = `${ctx.db}.${name ?? '$cmd.aggregate'}`;
  if (output) {
    if ('$out' in output) runOut(ctx, output.$out, results);
    else runMerge(ctx, output.$merge, results);
    return { cursor: { firstBatch: [], id: Long.ZERO, ns }, ok: 1 };
  }
  const cursorOptions = optionalDoc(command.cursor, 'cursor') ?? {};
  const { batch, id } = ctx.cursors.start(ns, results, toInt(cursorOptions.batchSize, 101), false);
  return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
};

export const queryCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct, aggregate };
