import { appendFileSync } from 'node:fs';
import type { Document } from 'bson';
import type { Collection } from './collection';
import { CommandError, ErrorCodes } from './errors';

// `mongod --setParameter notablescan=1` for the embedded engine (docs/scaling.md): a query no index can serve fails with the
// real server's code 291, so the API's tests find unindexed queries here too. Turned on by
// EMBEDDED_MONGO_NOTABLESCAN=1 or `db.adminCommand({ setParameter: 1, notablescan: 1 })`.
//
// "An index can serve it" follows the real planner loosely: a condition on the leading field of some index (or on
// _id), at the top level or in `$and`, or an `$or` whose every branch qualifies; or a sort led by an index's leading
// field (the planner then walks that index). Any condition on such a field counts (the real planner scans the whole
// index for $ne or an unanchored $regex rather than the collection), so this errs towards passing; partial-index
// coverage is not checked. EMBEDDED_MONGO_NOTABLESCAN_LOG=<file> also appends each refused query there as one JSON
// line, to list them after a test run (the API answers them as 500s and says no more).

let noTableScan = process.env.EMBEDDED_MONGO_NOTABLESCAN === '1';

export function setNoTableScan(value: boolean): boolean {
  const was = noTableScan;
  noTableScan = value;
  return was;
}

export function isNoTableScan(): boolean {
  return noTableScan;
}

function servedBy(filter: Document, leading: Set<string>): boolean {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition) && condition.some((part) => servedBy(part as Document, leading))) return true;
    if (field === '$or' && Array.isArray(condition) && condition.length > 0 && condition.every((part) => servedBy(part as Document, leading))) return true;
    if (!field.startsWith('$') && leading.has(field)) return true;
  }
  return false;
}

const EXEMPT_DBS = new Set(['admin', 'local', 'config']);

/** Throws the real server's NoQueryExecutionPlans when the switch is on and no index can serve the query. */
export function assertIndexedPlan(coll: Collection | undefined, filter: Document | undefined, sort: Document | undefined): void {
  if (!noTableScan || !coll || EXEMPT_DBS.has(coll.db) || coll.name.startsWith('system.')) return;
  const leading = new Set(coll.indexSpecs().map((spec) => Object.keys(spec.key)[0] ?? '_id'));
  if (filter && servedBy(filter, leading)) return;
  const firstSortField = sort ? Object.keys(sort)[0] : undefined;
  if (firstSortField && leading.has(firstSortField)) return;
  const log = process.env.EMBEDDED_MONGO_NOTABLESCAN_LOG;
  if (log) appendFileSync(log, `${JSON.stringify({ ns: coll.ns, filter, sort })}\n`);
  throw new CommandError(
    `error processing query: ns=${coll.ns} filter=${JSON.stringify(filter ?? {})} sort=${JSON.stringify(sort ?? {})} planner returned error :: caused by :: No indexed plan available, and no table scan is allowed`,
    ErrorCodes.NoQueryExecutionPlans,
  );
}
