import { BSON, ObjectId, type Document } from 'bson';
import type { Collection } from '../engine/collection';
import { CommandError, ErrorCodes, toWriteError } from '../engine/errors';
import { parseCollation } from '../engine/collation';
import { applyUpdate, project } from '../engine/mingo';
import { applySimpleUpdate } from '../engine/compiled/update';
import { validateFilter, validatePipeline, validateStoredDocument, validateUpdateOperators } from '../engine/validate';
import { bindFilter, bindPipeline, evaluateLet, type Variables } from '../engine/variables';
import type { Store } from '../engine/store';
import { collectionName, type CommandHandler, optionalDoc, toInt } from './context';
import { selectDocuments } from './query';
import { assertNotView } from './views';

type Update = Document | Document[];

function isOperatorUpdate(update: Update): update is Document {
  return !Array.isArray(update) && Object.keys(update).some((k) => k.startsWith('$'));
}

function validateUpdate(update: unknown, vars: Variables = {}): Update {
  if (Array.isArray(update)) {
    validatePipeline(update, 'update');
    return bindPipeline(update as Document[], vars);
  }
  if (update === null || typeof update !== 'object') throw new CommandError('update must be an object or a pipeline', ErrorCodes.FailedToParse);
  const keys = Object.keys(update);
  const operators = keys.filter((k) => k.startsWith('$'));
  if (operators.length && operators.length !== keys.length) {
    throw new CommandError('Update document mixes operators and fields', ErrorCodes.FailedToParse);
  }
  if (operators.length) validateUpdateOperators(update as Document);
  return update as Document;
}

function sameDocument(a: Document, b: Document): boolean {
  return Buffer.compare(Buffer.from(BSON.serialize(a)), Buffer.from(BSON.serialize(b))) === 0;
}

/** The updated version of an existing document ($setOnInsert applies only to upserts). */
function updatedDocument(existing: Document, update: Update, arrayFilters?: Document[]): Document {
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    const { _id: _ignored, ...fields } = update as Document;
    return { _id: existing._id, ...fields };
  }
  if (!Array.isArray(update) && '$setOnInsert' in update) {
    const { $setOnInsert: _skip, ...rest } = update;
    return Object.keys(rest).length ? updatedDocument(existing, rest, arrayFilters) : existing;
  }
  return (!Array.isArray(update) && !arrayFilters ? applySimpleUpdate(existing, update) : undefined) ?? applyUpdate(existing, update, arrayFilters);
}

/** Equality fields of a query seed an upserted document, as MongoDB does. */
function seedFromQuery(query: Document): Document {
  const seed: Document = {};
  for (const [field, cond] of Object.entries(query)) {
    if (field === '$and' && Array.isArray(cond)) {
      for (const part of cond as Document[]) Object.assign(seed, seedFromQuery(part));
      continue;
    }
    if (field.startsWith('$')) continue;
    const isOp = cond !== null && typeof cond === 'object' && Object.getPrototypeOf(cond) === Object.prototype && Object.keys(cond).some((k) => k.startsWith('$'));
    const value = isOp ? ('$eq' in cond ? (cond as Document).$eq : undefined) : cond;
    if (value === undefined) continue;
    const parts = field.split('.');
    let target = seed;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Document;
    target[parts.at(-1)!] = value;
  }
  return seed;
}

function upsertDocument(query: Document, update: Update, arrayFilters?: Document[]): Document {
  let doc: Document;
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    doc = { ...(update as Document) };
    const queried = query._id;
    const isOperator = queried !== null && typeof queried === 'object' && Object.keys(queried as object).some((k) => k.startsWith('$'));
    if (doc._id === undefined && queried !== undefined && !isOperator && !(queried instanceof RegExp)) doc._id = queried;
  } else {
    const seed = seedFromQuery(query);
    let operators: Update = update;
    if (!Array.isArray(update) && update.$setOnInsert) {
      const { $setOnInsert, ...rest } = update;
      operators = { ...rest, $set: { ...(rest.$set as Document | undefined), ...($setOnInsert as Document) } };
    }
    doc = applyUpdate(seed, operators, arrayFilters);
  }
  if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
  validateStoredDocument(doc);
  return doc;
}

function updateOneDoc(store: Store, coll: Collection, existing: Document, update: Update, arrayFilters?: Document[]): boolean {
  const next = updatedDocument(existing, update, arrayFilters);
  if (sameDocument(existing, next)) return false;
  validateStoredDocument(next);
  store.replace(coll, existing, next);
  return true;
}

const insert: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'insert');
  const documents = command.documents;
  if (!Array.isArray(documents)) throw new CommandError("'documents' must be an array", ErrorCodes.TypeMismatch);
  assertNotView(ctx, name);
  const coll = ctx.store.collection(ctx.db, name, true);
  const ordered = command.ordered !== false;
  const writeErrors: Document[] = [];
  let n = 0;
  documents.forEach((doc, index) => {
    if (ordered && writeErrors.length) return;
    try {
      validateStoredDocument(doc as Document);
      ctx.store.insert(coll, doc as Document);
      n++;
    } catch (error) {
      writeErrors.push(toWriteError(index, error));
    }
  });
  return writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 };
};

const update: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'update');
  const statements = command.updates;
  if (!Array.isArray(statements)) throw new CommandError("'updates' must be an array", ErrorCodes.TypeMismatch);
  assertNotView(ctx, name);
  const commandVars = evaluateLet(command.let);
  const ordered = command.ordered !== false;
  const writeErrors: Document[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  statements.forEach((raw: Document, index) => {
    if (ordered && writeErrors.length) return;
    try {
      // A statement's `c` constants join the command's `let` (MongoDB 5.0+).
      const vars = raw.c === undefined ? commandVars : { ...commandVars, ...evaluateLet(raw.c) };
      const query = bindFilter(optionalDoc(raw.q, 'q') ?? {}, vars);
      validateFilter(query);
      const change = validateUpdate(raw.u, vars);
      const arrayFilters = raw.arrayFilters as Document[] | undefined;
      const sort = optionalDoc(raw.sort, 'sort');
      if (sort && raw.multi) throw new CommandError('Cannot specify sort with multi=true', ErrorCodes.InvalidOptions);
      if (raw.multi && !Array.isArray(change) && !isOperatorUpdate(change)) {
        throw new CommandError('multi update is not supported for replacement-style update', ErrorCodes.FailedToParse);
      }
      const coll = ctx.store.collection(ctx.db, name, Boolean(raw.upsert));
      // MongoDB 8: with a sort, the single document updated is the first match in that order.
      const matches = selectDocuments(coll, { filter: query, sort, limit: raw.multi ? 0 : 1, collation: parseCollation(raw.collation) });
      if (matches.length === 0 && raw.upsert && coll) {
        const doc = ctx.store.insert(coll, upsertDocument(query, change, arrayFilters));
        upserted.push({ index, _id: doc._id });
        n++;
        return;
      }
      for (const existing of matches) {
        n++;
        if (updateOneDoc(ctx.store, coll!, existing, change, arrayFilters)) nModified++;
      }
    } catch (error) {
      writeErrors.push(toWriteError(index, error));
    }
  });
  const reply: Document = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  if (writeErrors.length) reply.writeErrors = writeErrors;
  return reply;
};

const remove: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'delete');
  const statements = command.deletes;
  if (!Array.isArray(statements)) throw new CommandError("'deletes' must be an array", ErrorCodes.TypeMismatch);
  assertNotView(ctx, name);
  const vars = evaluateLet(command.let);
  const coll = ctx.store.collection(ctx.db, name, false);
  let n = 0;
  for (const raw of statements as Document[]) {
    const limit = toInt(raw.limit);
    if (limit !== 0 && limit !== 1) throw new CommandError('The limit field in delete objects must be 0 or 1', ErrorCodes.FailedToParse);
    const filter = bindFilter(optionalDoc(raw.q, 'q') ?? {}, vars);
    validateFilter(filter);
    const collation = parseCollation(raw.collation);
    if (!coll) continue;
    for (const doc of selectDocuments(coll, { filter, limit, collation })) {
      ctx.store.remove(coll, doc);
      n++;
    }
  }
  return { n, ok: 1 };
};

const findAndModify: CommandHandler = (command, ctx) => {
  const name = collectionName(command, 'findAndModify');
  assertNotView(ctx, name);
  const vars = evaluateLet(command.let);
  const query = bindFilter(optionalDoc(command.query, 'query') ?? {}, vars);
  validateFilter(query);
  const collation = parseCollation(command.collation);
  const fields = optionalDoc(command.fields, 'fields');
  const arrayFilters = command.arrayFilters as Document[] | undefined;
  const shape = (doc: Document | null) => (doc && fields ? (project([doc], fields)[0] ?? null) : doc);
  if (command.remove && command.update !== undefined) throw new CommandError('Cannot specify both an update and remove=true', ErrorCodes.FailedToParse);
  if (!command.remove && command.update === undefined) throw new CommandError('Either an update or remove=true must be specified', ErrorCodes.FailedToParse);

  const coll = ctx.store.collection(ctx.db, name, Boolean(command.upsert));
  const change = command.remove ? undefined : validateUpdate(command.update, vars);
  const [existing] = selectDocuments(coll, { filter: query, sort: optionalDoc(command.sort, 'sort'), limit: 1, collation });
  if (command.remove) {
    if (existing && coll) ctx.store.remove(coll, existing);
    return { lastErrorObject: { n: existing ? 1 : 0 }, value: shape(existing ?? null), ok: 1 };
  }
  if (!change) throw new CommandError('Either an update or remove=true must be specified', ErrorCodes.FailedToParse);
  if (!existing) {
    if (!command.upsert || !coll) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const doc = ctx.store.insert(coll, upsertDocument(query, change, arrayFilters));
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: command.new ? shape(doc) : null, ok: 1 };
  }
  const next = updatedDocument(existing, change, arrayFilters);
  if (!sameDocument(existing, next)) {
    validateStoredDocument(next);
    ctx.store.replace(coll!, existing, next);
  }
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: shape(command.new ? next : existing), ok: 1 };
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  findAndModify,
  findandmodify: findAndModify,
};
