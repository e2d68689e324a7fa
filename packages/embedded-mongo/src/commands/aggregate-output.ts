import { ObjectId, type Document } from 'bson';
import { Collection } from '../engine/collection';
import { CommandError, ErrorCodes } from '../engine/errors';
import { applyUpdate } from '../engine/mingo';
import { validateStoredDocument } from '../engine/validate';
import { bindPipeline, evaluateLet } from '../engine/variables';
import { idKey, isPlainObject, valueKey } from '../engine/values';
import type { CommandContext } from './context';
import { isView } from './views';

// Decision 0050: $out and $merge are the engine's own (mingo's write into the in-memory arrays its resolver hands it,
// which are copies here, so the result would silently vanish). Both check the whole result before anything lands,
// so a failure leaves the target as it was, as MongoDB's $out does (its $merge may stop half-way; this one does not).

function target(ctx: CommandContext, spec: unknown, stage: string): { db: string; coll: string } {
  if (typeof spec === 'string') return { db: ctx.db, coll: spec };
  if (isPlainObject(spec) && typeof spec.coll === 'string') return { db: typeof spec.db === 'string' ? spec.db : ctx.db, coll: spec.coll };
  throw new CommandError(`${stage} only supports a string or object argument, not ${typeof spec}`, 16990);
}

function targetCollection(ctx: CommandContext, where: { db: string; coll: string }): Collection {
  const existing = ctx.store.collection(where.db, where.coll, false);
  if (existing && isView(existing.options)) {
    throw new CommandError(`Namespace ${where.db}.${where.coll} is a view, not a collection`, ErrorCodes.CommandNotSupportedOnView);
  }
  return ctx.store.collection(where.db, where.coll, true);
}

/** A scratch copy of `coll`'s indexes holding `docs`: throws the duplicate-key error a real write would, changing nothing. */
function checkAgainstIndexes(coll: Collection, docs: Document[]): void {
  const scratch = new Collection(coll.db, coll.name);
  for (const index of coll.indexes) scratch.createIndex(index.spec);
  for (const doc of docs) scratch.insert(doc);
}

function withId(doc: Document): Document {
  validateStoredDocument(doc);
  return doc._id === undefined ? { _id: new ObjectId(), ...doc } : doc;
}

/** `$out`: the target's documents become the results (its indexes stay). */
export function runOut(ctx: CommandContext, spec: unknown, results: Document[]): void {
  const where = target(ctx, spec, '$out');
  const docs = results.map(withId);
  const coll = targetCollection(ctx, where);
  checkAgainstIndexes(coll, docs);
  for (const doc of [...coll.docs.values()]) ctx.store.remove(coll, doc);
  for (const doc of docs) ctx.store.insert(coll, doc);
}

/** `$merge`: each result is matched on `on` (default _id) and replaced, merged, kept, or inserted. */
export function runMerge(ctx: CommandContext, spec: unknown, results: Document[]): void {
  const options: Document = typeof spec === 'string' ? { into: spec } : isPlainObject(spec) ? spec : {};
  const into = options.into;
  const where = typeof into === 'string' ? { db: ctx.db, coll: into } : target(ctx, into, '$merge');
  const on = options.on === undefined ? ['_id'] : Array.isArray(options.on) ? (options.on as string[]) : [String(options.on)];
  const whenMatched = options.whenMatched ?? 'merge';
  const whenNotMatched = options.whenNotMatched ?? 'insert';
  const coll = targetCollection(ctx, where);
  if (!(on.length === 1 && on[0] === '_id')) {
    const unique = coll.indexes.some((i) => i.spec.unique && !i.spec.partialFilterExpression && Object.keys(i.spec.key).length === on.length && on.every((f) => f in i.spec.key));
    if (!unique) throw new CommandError('Cannot find index to verify that join fields will be unique', 51183);
  }
  const keyOf = (doc: Document) => on.map((f) => valueKey(f.split('.').reduce<unknown>((v, p) => (isPlainObject(v) ? v[p] : undefined), doc) ?? null)).join('|');
  const byKey = new Map<string, Document>();
  for (const doc of coll.docs.values()) byKey.set(keyOf(doc), doc);

  // Work out every write first, then check them all, then apply: nothing lands when one fails.
  const next = new Map<string, Document>(); // idKey -> replacement of an existing document
  const inserts: Document[] = [];
  for (const raw of results) {
    const result = withId(raw);
    const existing = byKey.get(keyOf(result));
    if (!existing) {
      if (whenNotMatched === 'insert') inserts.push(result);
      else if (whenNotMatched === 'fail') {
        throw new CommandError('$merge could not find a matching document in the target collection for at least one document in the source collection', 13113);
      }
      continue;
    }
    const current = next.get(idKey(existing._id)) ?? existing;
    let updated: Document | undefined;
    if (whenMatched === 'replace') updated = { ...result, _id: existing._id };
    else if (whenMatched === 'merge') updated = { ...current, ...result, _id: existing._id };
    else if (whenMatched === 'keepExisting') updated = undefined;
    else if (whenMatched === 'fail') {
      throw new CommandError(`$merge failed: a document in ${where.db}.${where.coll} matches one the pipeline produced (whenMatched: 'fail')`, ErrorCodes.DuplicateKey);
    } else if (Array.isArray(whenMatched)) {
      const vars = { new: result, ...evaluateLet(options.let, result) };
      updated = applyUpdate(current, bindPipeline(whenMatched as Document[], vars));
    } else throw new CommandError(`Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`, ErrorCodes.BadValue);
    if (updated) {
      if (idKey(updated._id) !== idKey(existing._id)) {
        throw new CommandError("$merge failed to update the matching document, did you attempt to modify the _id or the shard key?", 66);
      }
      next.set(idKey(existing._id), updated);
    }
  }
  const after = new Map(coll.docs);
  for (const [id, doc] of next) after.set(id, doc);
  checkAgainstIndexes(coll, [...after.values(), ...inserts]);
  for (const [id, doc] of next) ctx.store.replace(coll, coll.docs.get(id)!, doc);
  for (const doc of inserts) ctx.store.insert(coll, doc);
}
