import { GridFSBucket, type GridFSBucketWriteStream, type ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import type { Readable } from 'node:stream';
import { CompanyProfileModel } from './company-profile.model';

// Company documents live in MongoDB GridFS (the embedded engine and a real replica set alike; decision 0029), so every API
// process reads the same files and nothing is kept on local disk.
export const COMPANY_DOCUMENTS_BUCKET = 'companyDocuments';

function bucket(): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected');
  return new GridFSBucket(db, { bucketName: COMPANY_DOCUMENTS_BUCKET });
}

export function openDocumentUpload(name: string, metadata: { profileId: ObjectId; kind: string; contentType: string }): GridFSBucketWriteStream {
  return bucket().openUploadStream(name, { metadata });
}

export async function deleteDocumentFile(id: ObjectId): Promise<void> {
  await bucket()
    .delete(id)
    .catch(() => undefined);
}

export function openDocumentDownload(id: ObjectId): Readable {
  return bucket().openDownloadStream(id);
}

/** SECURITY.md (orphan sweep): of these document files, the ones a company profile still lists (any version). */
export async function referencedDocumentFiles(ids: ObjectId[]): Promise<Set<string>> {
  const found = await CompanyProfileModel.collection.find({ 'documents.fileId': { $in: ids } }, { projection: { documents: 1 } }).toArray();
  return new Set(found.flatMap((p) => ((p.documents ?? []) as { fileId: unknown }[]).map((d) => String(d.fileId))));
}
