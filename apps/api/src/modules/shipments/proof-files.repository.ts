import { Readable } from 'node:stream';
import { GridFSBucket, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { proofFilesNamedByBookings } from '../bookings/bookings.service';

// Signatures and photos live in MongoDB GridFS (decision 0031), beside the booking that names them, so every API process
// reads the same files and a backup of the database holds the proofs too.
export const PROOF_BUCKET = 'proofOfDelivery';

/** What the file is: the receiver's signature or photo, the sender's signature (pickup), a piece's scan photo (decision 0100) or a failed attempt's photo (decision 0108). */
export type ProofFileMeta = { bookingId: string; field: 'signature' | 'photo' | 'sender-signature' | 'piece-photo' | 'attempt-photo'; contentType: string };
export type StoredProofFile = { bytes: Buffer; contentType: string };

function bucket(): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected');
  return new GridFSBucket(db, { bucketName: PROOF_BUCKET });
}

export async function saveProofFile(bytes: Buffer, meta: ProofFileMeta): Promise<ObjectId> {
  const upload = bucket().openUploadStream(`${meta.bookingId}-${meta.field}`, {
    metadata: { bookingId: new ObjectId(meta.bookingId), field: meta.field, contentType: meta.contentType },
  });
  await new Promise<void>((resolve, reject) => {
    Readable.from([bytes]).pipe(upload).once('finish', resolve).once('error', reject);
  });
  return upload.id;
}

/** The whole file (at most a few MB, checked at upload), or null when it is gone. */
export async function readProofFile(id: ObjectId | string): Promise<StoredProofFile | null> {
  const files = bucket();
  const fileId = new ObjectId(String(id));
  const [file] = await files.find({ _id: fileId }).limit(1).toArray();
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of files.openDownloadStream(fileId)) chunks.push(chunk as Buffer);
  const contentType = typeof file.metadata?.contentType === 'string' ? file.metadata.contentType : 'application/octet-stream';
  return { bytes: Buffer.concat(chunks), contentType };
}

export async function deleteProofFile(id: ObjectId): Promise<void> {
  await bucket().delete(id);
}

/** SECURITY.md (orphan sweep): of these proof files, the ones a booking still names. */
export function referencedProofFiles(ids: ObjectId[]): Promise<Set<string>> {
  return proofFilesNamedByBookings(ids);
}
