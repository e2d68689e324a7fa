import { Query, updateOne } from 'mingo';
import type { Options } from 'mingo/types';
import type { Document } from 'bson';
import { projectSimply } from './compiled/projection';

function options(): Partial<Options> {
  return { idKey: '_id' };
}

export function project(docs: Document[], projection: Document | undefined): Document[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const simple = projectSimply(docs, projection);
  if (simple) return simple;
  const projected = new Query({}, options()).find(docs, projection).all() as Document[];
  // MongoDB returns the top-level fields in their stored order; mingo moves _id after the others.
  return projected.map((out, i) => inStoredOrder(out, docs[i]!));
}

function inStoredOrder(out: Document, source: Document): Document {
  const keys = Object.keys(out);
  const stored = Object.keys(source).filter((k) => Object.prototype.hasOwnProperty.call(out, k));
  if (stored.length !== keys.length || stored.every((k, i) => keys[i] === k)) return out;
  const ordered: Document = {};
  for (const k of stored) ordered[k] = out[k];
  return ordered;
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
