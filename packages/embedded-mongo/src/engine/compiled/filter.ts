import type { Document } from 'bson';
import { Query } from 'mingo';

// One matcher per filter; mingo supplies MongoDB's query semantics.
export function compileFilter(filter: Document | undefined): (doc: Document) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const query = new Query(filter, { idKey: '_id' });
  return (doc) => query.test(doc);
}
