import type { Document } from 'bson';

// Decision 0039: the find projections the product sends most (`{ _id: 1 }`, a few top-level fields) applied directly;
// anything else (dotted paths, exclusions, operators) answers undefined and goes to mingo, which stays the reference.

/** The fields an inclusion projection of plain top-level names keeps, and whether it keeps `_id`; undefined otherwise. */
function simpleInclusion(projection: Document): { fields: Set<string>; id: boolean } | undefined {
  const fields = new Set<string>();
  let id = true;
  for (const [key, value] of Object.entries(projection)) {
    if (key === '_id') {
      if (value === 0 || value === false) id = false;
      else if (value !== 1 && value !== true) return undefined;
      continue;
    }
    if (value !== 1 && value !== true) return undefined;
    if (key.startsWith('$') || key.includes('.')) return undefined;
    fields.add(key);
  }
  // `{ _id: 1 }` alone keeps only the id; `{ _id: 0 }` alone is an exclusion, left to mingo.
  return fields.size > 0 || (id && Object.keys(projection).length > 0) ? { fields, id } : undefined;
}

/** Each document cut to the projection's fields, in the document's own field order; undefined when mingo must project. */
export function projectSimply(docs: Document[], projection: Document): Document[] | undefined {
  const plan = simpleInclusion(projection);
  if (!plan) return undefined;
  return docs.map((doc) => {
    const out: Document = {};
    for (const key of Object.keys(doc)) {
      if (key === '_id' ? plan.id : plan.fields.has(key)) out[key] = doc[key];
    }
    return out;
  });
}
