import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../engine/errors';

// Decision 0050: a command field the engine does not implement answers MongoDB's IDL error for an unknown field
// (40415), so an option a caller relies on (tailable, min/max, returnKey, ...) is never silently dropped. Fields
// that change nothing about the answer here (hint, maxTimeMS, allowDiskUse, noCursorTimeout, bypassDocumentValidation)
// are accepted.
const GENERIC = [
  '$db', 'lsid', '$clusterTime', '$readPreference', 'writeConcern', 'readConcern', 'comment', 'apiVersion', 'apiStrict',
  'apiDeprecationErrors', 'maxTimeMS', '$audit', 'txnNumber',
];

const COMMAND_FIELDS: Record<string, string[]> = {
  find: ['filter', 'sort', 'projection', 'skip', 'limit', 'batchSize', 'singleBatch', 'hint', 'let', 'collation', 'allowDiskUse', 'noCursorTimeout'],
  aggregate: ['pipeline', 'cursor', 'explain', 'allowDiskUse', 'hint', 'let', 'collation', 'bypassDocumentValidation'],
  count: ['query', 'limit', 'skip', 'hint', 'collation', 'fields'],
  distinct: ['key', 'query', 'hint', 'collation'],
  insert: ['documents', 'ordered', 'bypassDocumentValidation'],
  update: ['updates', 'ordered', 'bypassDocumentValidation', 'let'],
  delete: ['deletes', 'ordered', 'let'],
  findAndModify: ['query', 'sort', 'remove', 'update', 'new', 'fields', 'upsert', 'arrayFilters', 'hint', 'collation', 'let', 'bypassDocumentValidation'],
  getMore: ['collection', 'batchSize'],
  // No capped, validator, timeseries or clustered collections here.
  create: ['viewOn', 'pipeline', 'collation'],
};
COMMAND_FIELDS.findandmodify = COMMAND_FIELDS.findAndModify!;

const STATEMENT_FIELDS: Record<string, string[]> = {
  updates: ['q', 'u', 'upsert', 'multi', 'arrayFilters', 'hint', 'collation', 'sort', 'c', 'upsertSupplied'],
  deletes: ['q', 'limit', 'hint', 'collation'],
};

const allowedSets = Object.fromEntries(Object.entries(COMMAND_FIELDS).map(([name, fields]) => [name, new Set([name, ...GENERIC, ...fields])]));
const statementSets = Object.fromEntries(Object.entries(STATEMENT_FIELDS).map(([name, fields]) => [name, new Set(fields)]));

function unknownField(path: string): CommandError {
  return new CommandError(`BSON field '${path}' is an unknown field.`, ErrorCodes.Location40415);
}

/** Refuses a field of `command` (or of its update/delete statements) that the engine does not implement. */
export function assertKnownFields(name: string, command: Document): void {
  const allowed = allowedSets[name];
  if (!allowed) return;
  for (const field of Object.keys(command)) if (!allowed.has(field)) throw unknownField(`${name}.${field}`);
  for (const list of ['updates', 'deletes'] as const) {
    if (!allowed.has(list)) continue;
    const statements = command[list];
    if (!Array.isArray(statements)) continue;
    for (const statement of statements as Document[]) {
      if (statement === null || typeof statement !== 'object') continue;
      for (const field of Object.keys(statement)) if (!statementSets[list]!.has(field)) throw unknownField(`${name}.${list}.${field}`);
    }
  }
}
