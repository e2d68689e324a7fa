import { GridFSBucket, type GridFSBucketWriteStream, type ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';
import { ClaimModel } from './claims.model';

// A claim's photos and documents live in GridFS, like company documents (decision 0029): every API process reads the
// same files and nothing is kept on local disk.
export const CLAIM_ATTACHMENTS_BUCKET = 'claimAttachments';

function bucket(): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected');
  return new GridFSBucket(db, { bucketName: CLAIM_ATTACHMENTS_BUCKET });
}

export function openAttachmentUpload(name: string, metadata: { claimId: ObjectId; contentType: string }): GridFSBucketWriteStream {
  return bucket().openUploadStream(name, { metadata });
}

export async function deleteAttachmentFile(id: ObjectId): Promise<void> {
  await bucket()
    .delete(id)
    .catch(() => undefined);
}

export function openAttachmentDownload(id: ObjectId): Readable {
  return bucket().openDownloadStream(id);
}

/** SECURITY.md (orphan sweep): of these files, the ones a claim lists (an upload refused or cut short lists none). */
export async function referencedAttachmentFiles(ids: ObjectId[]): Promise<Set<string>> {
  const found = await ClaimModel.collection.find({ 'attachments._id': { $in: ids } }, { projection: { attachments: 1 } }).toArray();
  return new Set(found.flatMap((c) => ((c.attachments ?? []) as { _id: unknown }[]).map((a) => String(a._id))));
}
