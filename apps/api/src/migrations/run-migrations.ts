import mongoose from 'mongoose';
import { acquireLease, releaseLease } from '../lib/leases';
import { backfillBookingIdentifiers } from './0001-booking-identifiers';
import { importFleetFromAssignments } from './0002-fleet-from-assignments';
import { backfillSearchKeys } from './0003-search-keys';
import { backfillExcursionIdentities } from './0004-excursion-identities';
import { foundOrganizations } from './0005-organizations';
import { backfillOrganizationRecords } from './0006-organization-records';
import { moveSensorReadingsIntoBatches } from './0007-sensor-reading-batches';
import { stripSpoofingCharacters } from './0008-text-that-cannot-spoof';
import { backfillPlacesAndPieces } from './0009-places-and-pieces';
import { MigrationModel } from './migrations.model';

export type Migration = { id: string; run(): Promise<number> };

/** In order; a new one goes at the end with the next number, and is never edited once it has run anywhere. */
export const MIGRATIONS: readonly Migration[] = [
  { id: '0001-booking-identifiers', run: backfillBookingIdentifiers },
  { id: '0002-fleet-from-assignments', run: importFleetFromAssignments },
  { id: '0003-search-keys', run: backfillSearchKeys },
  { id: '0004-excursion-identities', run: backfillExcursionIdentities },
  { id: '0005-organizations', run: foundOrganizations },
  { id: '0006-organization-records', run: backfillOrganizationRecords },
  { id: '0007-sensor-reading-batches', run: moveSensorReadingsIntoBatches },
  { id: '0008-text-that-cannot-spoof', run: stripSpoofingCharacters },
  { id: '0009-places-and-pieces', run: () => backfillPlacesAndPieces() },
];

const LEASE = 'migrations';
const LEASE_MS = 10 * 60_000;

/**
 * Runs each migration not yet recorded in `migrations`, once per database: a lease keeps a second process from
 * running the same one at the same time, and each is idempotent, so one cut short by a crash runs again on the next
 * start. Answers what ran, with the documents each changed.
 */
export async function runPendingMigrations(migrations: readonly Migration[] = MIGRATIONS): Promise<{ id: string; changed: number }[]> {
  // By _id (an index), so the check also runs on a mongod that refuses collection scans (docs/scaling.md).
  const ids = migrations.map((m) => m.id);
  const done = new Set((await MigrationModel.find({ _id: mongoose.trusted({ $in: ids }) }, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((m) => m._id));
  const pending = migrations.filter((m) => !done.has(m.id));
  if (pending.length === 0) return [];
  // Another process is migrating: this one serves meanwhile; whatever it left undone runs on a later start.
  if (!(await acquireLease(LEASE, LEASE_MS))) return [];
  const ran: { id: string; changed: number }[] = [];
  try {
    for (const migration of pending) {
      if (await MigrationModel.exists({ _id: migration.id })) continue;
      const changed = await migration.run();
      await MigrationModel.updateOne({ _id: migration.id }, { $set: { finishedAt: new Date(), changed } }, { upsert: true });
      ran.push({ id: migration.id, changed });
    }
  } finally {
    await releaseLease(LEASE);
  }
  return ran;
}
