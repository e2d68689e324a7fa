import type { Document } from 'bson';
import { isPlainObject } from '../values';

// Decision 0039: the updates the product sends most ($set and $inc on plain fields, such as a counter's
// `$inc: { seq: 1 }` on every booking; $unset and $push as the mail and webhook queues and the excursion states write
// them) applied directly, instead of a deep copy of the document and mingo's general update, which builds its operator
// tables anew for every call. Anything else, or a document this does not expect, answers undefined and goes to mingo,
// which stays the reference.

const plainSegment = (s: string) => s.length > 0 && !s.startsWith('$') && !/^\d+$/.test(s);

const SIMPLE_OPERATORS = ['$set', '$inc', '$unset', '$push'] as const;
type SimpleOperator = (typeof SIMPLE_OPERATORS)[number];
type Change = { path: string[]; op: SimpleOperator; value: unknown };

const isSimpleOperator = (op: string): op is SimpleOperator => (SIMPLE_OPERATORS as readonly string[]).includes(op);
// `$push: { tags: { $each: [...] } }` and the other modifiers are mingo's.
const hasModifiers = (value: unknown) => isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'));

/** The changes of an update made only of `$set`, `$inc`, `$unset` and `$push` on distinct plain paths, or undefined. */
function simpleChanges(update: Document): Change[] | undefined {
  const ops = Object.keys(update);
  if (ops.length === 0 || !ops.every(isSimpleOperator)) return undefined;
  const changes: Change[] = [];
  for (const op of ops) {
    const fields = update[op];
    if (!isPlainObject(fields) || Object.keys(fields).length === 0) return undefined;
    for (const [key, value] of Object.entries(fields)) {
      const path = key.split('.');
      if (!path.every(plainSegment) || path[0] === '_id') return undefined;
      if (op === '$inc' && typeof value !== 'number') return undefined;
      if (op === '$push' && hasModifiers(value)) return undefined;
      changes.push({ path, op, value });
    }
  }
  // Overlapping paths (`a` and `a.b`) are a conflict MongoDB reports; mingo words it.
  const keys = changes.map((c) => c.path.join('.'));
  if (keys.some((k, i) => keys.some((other, j) => i !== j && (other === k || other.startsWith(`${k}.`))))) return undefined;
  return changes;
}

/** The updated copy of `doc` (copied only along the changed paths), or undefined when mingo must apply the update. */
export function applySimpleUpdate(doc: Document, update: Document): Document | undefined {
  const changes = simpleChanges(update);
  if (!changes) return undefined;
  const out: Document = { ...doc };
  for (const { path, op, value } of changes) {
    let target: Record<string, unknown> | undefined = out;
    for (const segment of path.slice(0, -1)) {
      const next: unknown = target[segment];
      if (next === undefined) {
        // Unsetting under a field that is not there changes nothing; the other operators make the parents.
        if (op === '$unset') {
          target = undefined;
          break;
        }
        target[segment] = {};
      } else if (isPlainObject(next)) target[segment] = { ...next };
      else return undefined;
      target = target[segment] as Record<string, unknown>;
    }
    if (!target) continue;
    const last = path.at(-1)!;
    const current = target[last];
    if (op === '$set') target[last] = value;
    else if (op === '$unset') delete target[last];
    else if (op === '$push') {
      if (current !== undefined && !Array.isArray(current)) return undefined;
      target[last] = [...((current as unknown[] | undefined) ?? []), value];
    } else {
      if (current !== undefined && typeof current !== 'number') return undefined;
      target[last] = (current ?? 0) + (value as number);
    }
  }
  return out;
}
