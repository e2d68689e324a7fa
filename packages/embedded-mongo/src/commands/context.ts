import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../engine/errors';
import type { Cursors } from '../engine/cursors';
import type { Store } from '../engine/store';

export interface CommandContext {
  store: Store;
  cursors: Cursors;
  connectionId: number;
  db: string;
}

export type CommandHandler = (command: Document, ctx: CommandContext) => Document;

export function collectionName(command: Document, name: string): string {
  const value = command[name];
  if (typeof value !== 'string' || value === '' || value.includes('\0') || value.startsWith('$')) {
    throw new CommandError(`Invalid namespace specified '${String(value)}'`, ErrorCodes.InvalidNamespace);
  }
  return value;
}

export function toInt(value: unknown, fallback = 0): number {
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'object' && 'toNumber' in (value as object) ? (value as { toNumber(): number }).toNumber() : Number(value);
  if (!Number.isFinite(n)) throw new CommandError(`Expected a number, got ${String(value)}`, ErrorCodes.TypeMismatch);
  return Math.trunc(n);
}

export function optionalDoc(value: unknown, field: string): Document | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CommandError(`BSON field '${field}' is the wrong type, expected type 'object'`, ErrorCodes.TypeMismatch);
  }
  return value as Document;
}
