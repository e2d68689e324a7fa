import { GridFSBucket, ObjectId, type Db } from 'mongodb';

export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;

/** Of these file ids, the ones something still names (a booking's proof, a company document). */
export type ReferencedFiles = (ids: ObjectId[]) => Promise<Set<string>>;

/**
 * SECURITY.md: removes a bucket's files older than `olderThan` that nothing references, and the chunks of uploads that
 * were killed before their files document was written. A file's id is an ObjectId made when its upload began, so its
 * age is read from the id; a newer upload (perhaps still being written or checked) is never touched.
 */
export async function removeOrphanFiles(db: Db, bucketName: string, referenced: ReferencedFiles, olderThan: Date): Promise<{ files: number; chunkSets: number }> {
  const cutoff = ObjectId.createFromTime(Math.floor(olderThan.getTime() / 1000));
  const bucket = new GridFSBucket(db, { bucketName });
  const filesCollection = db.collection(`${bucketName}.files`);
  const chunks = db.collection(`${bucketName}.chunks`);
  let files = 0;
  let after: ObjectId | null = null;
  for (;;) {
    const filter: Record<string, unknown> = after ? { _id: { $lt: cutoff, $gt: after } } : { _id: { $lt: cutoff } };
    const page = await filesCollection.find(filter, { projection: { _id: 1 } }).sort({ _id: 1 }).limit(BATCH).toArray();
    if (page.length === 0) break;
    const ids = page.map((doc) => doc._id as ObjectId);
    const kept = await referenced(ids);
    for (const id of ids) {
      if (kept.has(String(id))) continue;
      await bucket.delete(id).catch(() => undefined);
      files += 1;
    }
    after = ids[ids.length - 1]!;
  }
  const chunkOwners = (await chunks.distinct('files_id', { files_id: { $lt: cutoff } })) as ObjectId[];
  const present = new Set((await filesCollection.find({ _id: { $in: chunkOwners } }, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id)));
  const missing = chunkOwners.filter((id) => !present.has(String(id)));
  if (missing.length > 0) await chunks.deleteMany({ files_id: { $in: missing } });
  return { files, chunkSets: missing.length };
}
