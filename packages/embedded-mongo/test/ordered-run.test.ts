import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderedRun, type OrderedEntry } from '../src/engine/ordered-run';

// Decision 0061: a compound index's bucket keeps its entries in chunks; in every operation it must behave as one
// sorted array would (the reference below), whatever the chunk size and the order of inserts and removals.

const compare = (a: OrderedEntry, b: OrderedEntry) => (a.keys[0] as number) - (b.keys[0] as number) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const opArb = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), key: fc.integer({ min: 0, max: 40 }), ascending: fc.boolean() }),
  // Removal by the entry's current keys, or (stale keys, as after an update) by id alone.
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(), stale: fc.boolean() }),
);

describe('OrderedRun', () => {
  it('when entries are inserted and removed in any order, then it reads as one sorted array: in order, reversed, sliced (entries and documents) and searched', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.array(opArb, { maxLength: 120 }), fc.integer({ min: -1, max: 41 }), (chunkSize, ops, bound) => {
        const run = new OrderedRun(compare, chunkSize);
        let reference: OrderedEntry[] = [];
        let next = 0;
        let highest = 0;
        for (const op of ops) {
          if (op.kind === 'insert') {
            const id = String(next++).padStart(4, '0');
            // Half the inserts arrive in order, as a time series does (the run's append path), the rest anywhere.
            const key = op.ascending ? highest + (op.key % 3) : op.key;
            highest = Math.max(highest, key);
            const entry = { keys: [key], id, doc: { _id: id } };
            run.insert(entry);
            reference = [...reference, entry].sort(compare);
          } else if (reference.length > 0) {
            const victim = reference[op.pick % reference.length]!;
            run.remove(op.stale ? { ...victim, keys: [(victim.keys[0] as number) + 1] } : victim, victim.id);
            reference = reference.filter((e) => e !== victim);
          }
          expect(run.length).toBe(reference.length);
        }
        expect([...run.entries(false)]).toEqual(reference);
        expect([...run.entries(true)]).toEqual([...reference].reverse());
        const start = run.firstWhere((e) => (e.keys[0] as number) >= bound);
        const end = run.firstWhere((e) => (e.keys[0] as number) > bound + 5);
        expect(start).toBe(reference.filter((e) => (e.keys[0] as number) < bound).length);
        expect(end).toBe(reference.filter((e) => (e.keys[0] as number) <= bound + 5).length);
        expect([...run.slice(start, end)]).toEqual(reference.slice(start, end));
        expect(run.docsIn(start, end)).toEqual(reference.slice(start, end).map((e) => e.doc));
      }),
      { numRuns: 400 },
    );
  });

  it('when an id is not in the run, then removing it changes nothing', () => {
    const run = new OrderedRun(compare, 2);
    for (const [key, id] of [[1, 'a'], [2, 'b'], [3, 'c']] as const) run.insert({ keys: [key], id, doc: { _id: id } });
    run.remove({ keys: [2], id: 'z', doc: { _id: 'z' } }, 'z');
    run.remove(undefined, 'y');
    expect([...run.entries(false)].map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});
