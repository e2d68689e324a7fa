import type { Document } from 'bson';
import { CommandError, ErrorCodes, fromMingo } from '../engine/errors';
import { adminCommands } from './admin';
import { assertKnownFields } from './options';
import type { CommandContext, CommandHandler } from './context';
import { queryCommands } from './query';
import { schemaCommands } from './schema';
import { writeCommands } from './write';

const HANDLERS: Record<string, CommandHandler> = { ...adminCommands, ...schemaCommands, ...queryCommands, ...writeCommands };

// Fields every command may carry that name no command.
const GENERIC_FIELDS = new Set(['$db', 'lsid', '$clusterTime', '$readPreference', 'writeConcern', 'readConcern', 'comment', 'apiVersion']);

function commandName(command: Document): string | undefined {
  return Object.keys(command).find((k) => !GENERIC_FIELDS.has(k));
}

/**
 * Runs one command; every failure becomes MongoDB's `{ ok: 0, errmsg, code, codeName }`. Its writes are journaled
 * but not yet synced: the caller holds the reply until `store.flush()` (the server syncs once for every command
 * that arrived together, then replies; group commit).
 */
export function runCommand(command: Document, ctx: Omit<CommandContext, 'db'>, defaultDb = 'admin'): Document {
  const name = commandName(command);
  const db = typeof command.$db === 'string' ? command.$db : defaultDb;
  try {
    if (!name) throw new CommandError('no command given', ErrorCodes.CommandNotFound);
    if ('startTransaction' in command || 'autocommit' in command) {
      throw new CommandError('Transaction numbers are only allowed on a replica set member or mongos', 20);
    }
    const handler = HANDLERS[name];
    if (!handler) throw new CommandError(`no such command: '${name}'`, ErrorCodes.CommandNotFound);
    assertKnownFields(name, command);
    return handler(command, { ...ctx, db });
  } catch (error) {
    if (error instanceof CommandError) return error.toReply();
    return fromMingo(error).toReply();
  }
}
