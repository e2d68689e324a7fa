import { Long, type Document } from 'bson';
import { CommandError, ErrorCodes } from '../engine/errors';
import type { IndexSpec } from '../engine/index-spec';
import { compileFilter } from '../engine/compiled/filter';
import { validatePipeline } from '../engine/validate';
import { assertNotView, isView } from './views';
import { collectionName, type CommandHandler, optionalDoc, toInt } from './context';

function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, dir]) => `${field}_${String(dir)}`)
    .join('_');
}

function cursorReply(ns: string, firstBatch: Document[]): Document {
  return { cursor: { id: Long.ZERO, ns, firstBatch }, ok: 1 };
}

// Index options the engine implements, or that change no answer (background, hidden, v); collation is refused below.
const INDEX_OPTIONS = new Set(['key', 'name', 'unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'background', 'hidden', 'v', 'collation']);

const create: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'create');
  if (ctx.store.collection(ctx.db, name, false)) {
    throw new CommandError(`Collection ${ctx.db}.${name} already exists.`, ErrorCodes.NamespaceExists);
  }
  const { create: _c, $db: _d, lsid: _l, ...options } = command;
  if (options.viewOn !== undefined) {
    if (typeof options.viewOn !== 'string' || options.viewOn === '') throw new CommandError("'viewOn' must be a non-empty string", ErrorCodes.BadValue);
    const pipeline = options.pipeline ?? [];
    if (!Array.isArray(pipeline)) throw new CommandError("'pipeline' must be an array", ErrorCodes.TypeMismatch);
    validatePipeline(pipeline, 'view');
    ctx.store.collection(ctx.db, name, true, { viewOn: options.viewOn, pipeline });
    return { ok: 1 };
  }
  if (options.collation !== undefined) throw new CommandError('embedded-mongo does not keep a default collation for a collection', ErrorCodes.NotImplemented);
  ctx.store.collection(ctx.db, name, true, options);
  return { ok: 1 };
};

const drop: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'drop');
  const coll = ctx.store.dropCollection(ctx.db, name);
  // MongoDB 7 answers ok for a missing collection too.
  return coll ? { ns: coll.ns, nIndexesWas: coll.indexSpecs().length, ok: 1 } : { ok: 1 };
};

const dropDatabase: CommandHandler = (_command, ctx) => {
  ctx.store.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

const listDatabases: CommandHandler = (command, ctx) => {
  const filter = compileFilter(optionalDoc(command.filter, 'filter'));
  const databases = [...ctx.store.databases.entries()]
    .map(([name, collections]) => ({
      name,
      sizeOnDisk: [...collections.values()].reduce((n, c) => n + c.docs.size, 0) * 512,
      empty: [...collections.values()].every((c) => c.docs.size === 0),
    }))
    .filter((db) => filter(db));
  if (command.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: databases.reduce((n, d) => n + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
};

const listCollections: CommandHandler = (command, ctx) => {
  const filter = compileFilter(optionalDoc(command.filter, 'filter'));
  const collections = [...(ctx.store.databases.get(ctx.db)?.values() ?? [])]
    .map((c) =>
      isView(c.options)
        ? { name: c.name, type: 'view', options: c.options, info: { readOnly: true } }
        : {
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    })
    .filter((c) => filter(c));
  const batch = command.nameOnly ? collections.map(({ name, type }) => ({ name, type })) : collections;
  return cursorReply(`${ctx.db}.$cmd.listCollections`, batch);
};

const createIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'createIndexes');
  assertNotView(ctx, name);
  if (!Array.isArray(command.indexes) || command.indexes.length === 0) {
    throw new CommandError("Must specify at least one index to create", ErrorCodes.BadValue);
  }
  const existed = Boolean(ctx.store.collection(ctx.db, name, false));
  const coll = ctx.store.collection(ctx.db, name, true);
  const before = coll.indexSpecs().length;
  for (const raw of command.indexes as Document[]) {
    const key = optionalDoc(raw.key, 'key');
    if (!key || Object.keys(key).length === 0) throw new CommandError('Index key pattern must not be empty', ErrorCodes.BadValue);
    // Decision 0050: text, geo, hashed and wildcard indexes are not implemented, so they answer as unknown ones do.
    for (const [field, kind] of Object.entries(key)) {
      if (typeof kind === 'string') throw new CommandError(`Unknown index plugin '${kind}'`, ErrorCodes.CannotCreateIndex);
      if (field.includes('$**')) throw new CommandError(`Unknown index plugin 'wildcard'`, ErrorCodes.CannotCreateIndex);
    }
    for (const option of Object.keys(raw)) {
      if (!INDEX_OPTIONS.has(option)) {
        throw new CommandError(`The field '${option}' is not valid for an index specification.`, ErrorCodes.InvalidIndexSpecificationOption);
      }
    }
    const spec: IndexSpec = { v: 2, key, name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key) };
    if (raw.unique) spec.unique = true;
    if (raw.sparse) spec.sparse = true;
    if (raw.partialFilterExpression) spec.partialFilterExpression = raw.partialFilterExpression as Document;
    if (raw.expireAfterSeconds !== undefined) spec.expireAfterSeconds = toInt(raw.expireAfterSeconds);
    if (raw.collation !== undefined) throw new CommandError('embedded-mongo does not build indexes with a collation', ErrorCodes.NotImplemented);
    ctx.store.createIndex(coll, spec);
  }
  return { numIndexesBefore: before, numIndexesAfter: coll.indexSpecs().length, createdCollectionAutomatically: !existed, ok: 1 };
};

const listIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'listIndexes');
  const coll = ctx.store.collection(ctx.db, name, false);
  if (!coll) throw new CommandError(`ns does not exist: ${ctx.db}.${name}`, ErrorCodes.NamespaceNotFound);
  return cursorReply(coll.ns, coll.indexSpecs() as unknown as Document[]);
};

const dropIndexes: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'dropIndexes');
  const coll = ctx.store.collection(ctx.db, name, false);
  if (!coll) throw new CommandError(`ns not found ${ctx.db}.${name}`, ErrorCodes.NamespaceNotFound);
  const before = coll.indexSpecs().length;
  const target = command.index;
  const names =
    target === '*'
      ? coll.indexes.map((i) => i.spec.name)
      : Array.isArray(target)
        ? (target as string[])
        : typeof target === 'string'
          ? [target]
          : coll.indexes.filter((i) => JSON.stringify(i.spec.key) === JSON.stringify(target)).map((i) => i.spec.name);
  if (names.length === 0 && target !== '*') throw new CommandError(`can't find index with key: ${JSON.stringify(target)}`, ErrorCodes.IndexNotFound);
  for (const indexName of names) {
    if (indexName === '_id_') throw new CommandError('cannot drop _id index', 72);
    ctx.store.dropIndex(coll, indexName);
  }
  return { nIndexesWas: before, ok: 1 };
};

export const schemaCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listDatabases,
  listCollections,
  createIndexes,
  listIndexes,
  dropIndexes,
};
