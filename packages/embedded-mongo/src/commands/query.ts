import { Long, type Document } from 'bson';
import type { Collection } from '../engine/collection';
import { CommandError, ErrorCodes } from '../engine/errors';
import { compileExpression } from '../engine/compiled/expression';
import { runPipeline } from '../engine/compiled/pipeline';
import { project, structuredCloneDoc } from '../engine/mingo';
import { assertIndexedPlan } from '../engine/no-table-scan';
import { sortBySpec, valueKey } from '../engine/values';
import { collectionName, type CommandContext, type CommandHandler, optionalDoc, toInt } from './context';

/** Filter, sort (BSON order), skip and limit over a collection, using its indexes for the filter. */
export function selectDocuments(
  coll: Collection | undefined,
  options: { filter?: Document; sort?: Document; skip?: number; limit?: number },
): Document[] {
  if (!coll) return [];
  const skip = Math.max(0, options.skip ?? 0);
  const limit = Math.abs(options.limit ?? 0);
  const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : undefined;
  assertIndexedPlan(coll, options.filter, sort);
  // An index that gives the sort order answers directly; otherwise every match is sorted in memory.
  let docs = sort
    ? (coll.findSorted(options.filter, sort, limit ? skip + limit : Infinity) ?? sortBySpec(coll.find(options.filter), sort, limit ? skip + limit : undefined))
    : coll.find(options.filter);
  if (skip || limit) docs = docs.slice(skip, limit ? skip + limit : undefined);
  return docs;
}

const find: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'find');
  const coll = ctx.store.collection(ctx.db, name, false);
  const limit = toInt(command.limit);
  const docs = selectDocuments(coll, {
    filter: optionalDoc(command.filter, 'filter'),
    sort: optionalDoc(command.sort, 'sort'),
    skip: toInt(command.skip),
    limit,
  });
  const projected = project(docs, optionalDoc(command.projection, 'projection'));
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
  const coll = ctx.store.collection(ctx.db, collectionName(command, 'count'), false);
  const query = optionalDoc(command.query, 'query');
  const n =
    !query || Object.keys(query).length === 0
      ? Math.max(0, (coll?.docs.size ?? 0) - toInt(command.skip))
      : selectDocuments(coll, { filter: query, skip: toInt(command.skip) }).length;
  const limit = toInt(command.limit);
  return { n: limit ? Math.min(n, Math.abs(limit)) : n, ok: 1 };
};

const distinct: CommandHandler = (command, ctx) => {
  const coll = ctx.store.collection(ctx.db, collectionName(command, 'distinct'), false);
  if (typeof command.key !== 'string') throw new CommandError('distinct key must be a string', ErrorCodes.TypeMismatch);
  const read = compileExpression(`$${command.key}`);
  const seen = new Map<string, unknown>();
  for (const doc of selectDocuments(coll, { filter: optionalDoc(command.query, 'query') })) {
    const values = read(doc, {});
    for (const v of Array.isArray(values) ? values : [values]) {
      if (v !== undefined && !seen.has(valueKey(v))) seen.set(valueKey(v), v);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};

function resolver(ctx: CommandContext) {
  return (name: string) => [...(ctx.store.collection(ctx.db, name, false)?.docs.values() ?? [])].map(structuredCloneDoc);
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

const aggregate: CommandHandler = (command, ctx) => {
  if (!Array.isArray(command.pipeline)) throw new CommandError("'pipeline' option must be specified as an array", ErrorCodes.TypeMismatch);
  if (command.explain) throw new CommandError('explain is not supported by embedded-mongo', ErrorCodes.BadValue);
  const pipeline = command.pipeline as Document[];
  const name = typeof command.aggregate === 'string' ? collectionName(command, 'aggregate') : undefined;
  const coll = name ? ctx.store.collection(ctx.db, name, false) : undefined;
  const lead = leadingFind(pipeline);
  if (lead.consumed === 0) assertIndexedPlan(coll, undefined, undefined);
  const input = lead.consumed ? selectDocuments(coll, lead) : [...(coll?.docs.values() ?? [])];
  const rest = pipeline.slice(lead.consumed);
  // Stored documents go in uncopied: compiled stages never change their input, and mingo gets copies where it might.
  const results = rest.length ? runPipeline(input, rest, resolver(ctx)) : input;
  const cursorOptions = optionalDoc(command.cursor, 'cursor') ?? {};
  const ns = `${ctx.db}.${name ?? '$cmd.aggregate'}`;
  const { batch, id } = ctx.cursors.start(ns, results, toInt(cursorOptions.batchSize, 101), false);
  return { cursor: { firstBatch: batch, id, ns }, ok: 1 };
};

export const queryCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct, aggregate };
