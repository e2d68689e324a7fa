import mongoose from 'mongoose';
import type { Logger } from 'pino';
import { ORPHAN_MIN_AGE_MS, removeOrphanFiles } from './lib/gridfs-orphans';
import { runPeriodically } from './lib/leases';
import { CLAIM_ATTACHMENTS_BUCKET, referencedAttachmentFiles } from './modules/claims/claim-attachments.repository';
import { COMPANY_DOCUMENTS_BUCKET, referencedDocumentFiles } from './modules/company-profile/company-documents.repository';
import { PROOF_BUCKET, referencedProofFiles } from './modules/shipments/proof-files.repository';

const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** SECURITY.md: removes unreferenced proof-of-delivery and company-document files (and killed uploads' chunks) older than `olderThan`. */
export async function sweepOrphanFiles(olderThan: Date): Promise<{ files: number; chunkSets: number }> {
  const db = mongoose.connection.db;
  if (!db) return { files: 0, chunkSets: 0 };
  const proofs = await removeOrphanFiles(db, PROOF_BUCKET, referencedProofFiles, olderThan);
  const documents = await removeOrphanFiles(db, COMPANY_DOCUMENTS_BUCKET, referencedDocumentFiles, olderThan);
  const claims = await removeOrphanFiles(db, CLAIM_ATTACHMENTS_BUCKET, referencedAttachmentFiles, olderThan);
  return { files: proofs.files + documents.files + claims.files, chunkSets: proofs.chunkSets + documents.chunkSets + claims.chunkSets };
}

/** Hourly, in one process at a time (a lease): what a killed upload or a refused delivery left behind, once a day old. */
export function startOrphanFileSweep(logger: Logger): void {
  runPeriodically(
    'gridfs-orphans',
    ORPHAN_SWEEP_EVERY_MS,
    async () => {
      const removed = await sweepOrphanFiles(new Date(Date.now() - ORPHAN_MIN_AGE_MS));
      if (removed.files + removed.chunkSets > 0) logger.info(removed, 'orphan files removed');
    },
    (error) => logger.warn({ err: error }, 'orphan file sweep failed'),
  );
}
