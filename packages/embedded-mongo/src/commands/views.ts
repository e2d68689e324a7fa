import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../engine/errors';
import type { CommandContext } from './context';

// Decision 0050: a view is stored as a collection whose options hold `viewOn` and `pipeline` (so the journal and
// snapshot keep it as they keep any collection's options); reads run its pipeline over its source, writes are refused.

export interface ViewDefinition {
  source: string;
  pipeline: Document[];
}

export function isView(options: Document | undefined): boolean {
  return typeof options?.viewOn === 'string';
}

/** The collection a view finally reads and the whole pipeline over it (views on views are flattened); undefined for a collection. */
export function resolveView(ctx: CommandContext, name: string): ViewDefinition | undefined {
  let coll = ctx.store.collection(ctx.db, name, false);
  if (!coll || !isView(coll.options)) return undefined;
  let pipeline: Document[] = [];
  const seen = new Set<string>();
  while (coll && isView(coll.options)) {
    if (seen.has(coll.name)) throw new CommandError(`View cycle detected: ${[...seen].join(' -> ')}`, 40399);
    seen.add(coll.name);
    pipeline = [...((coll.options.pipeline as Document[] | undefined) ?? []), ...pipeline];
    name = coll.options.viewOn as string;
    coll = ctx.store.collection(ctx.db, name, false);
  }
  return { source: name, pipeline };
}

/** MongoDB's answer to a write aimed at a view. */
export function assertNotView(ctx: CommandContext, name: string): void {
  if (isView(ctx.store.collection(ctx.db, name, false)?.options)) {
    throw new CommandError(`Namespace ${ctx.db}.${name} is a view, not a collection`, ErrorCodes.CommandNotSupportedOnView);
  }
}
