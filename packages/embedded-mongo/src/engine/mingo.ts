import { Query, updateOne } from 'mingo';
import type { Options } from 'mingo/types';
import type { Document } from 'bson';

function options(): Partial<Options> {
  return { idKey: '_id' };
}

export function project(docs: Document[], projection: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  return new Query({}, options()).find(docs, projection).all() as Document[];
}

/** Applies an update document or pipeline to a copy of `doc` and returns the result. */
export function applyUpdate(doc: Document, update: Document | Document[], arrayFilters?: Document[]): Document {
  const working = [structuredCloneDoc(doc)];
  updateOne(working, {}, update as never, arrayFilters ? { arrayFilters, cloneMode: 'deep' } : { cloneMode: 'deep' }, options());
  return working[0]!;
}

// BSON classes (ObjectId, Long, ...) must survive the copy, so structuredClone is not usable.
export function structuredCloneDoc<T>(value: T): T {
  if (Array.isArray(value)) return value.map(structuredCloneDoc) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = structuredCloneDoc(v);
    return out as T;
  }
  return value;
}
