import { Readable } from 'node:stream';
import { GridFSBucket } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './support';

// The API stores proof-of-delivery signatures and photos with the driver's GridFSBucket; it runs on the commands
// this engine already answers (insert, find sorted by n, createIndexes, delete). This keeps that true.
let ctx: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  ctx = await startServer();
});
afterAll(() => ctx.stop());

describe('GridFS through the driver', () => {
  it('when a file larger than one chunk is uploaded, then it downloads byte for byte and deleting it removes every chunk', async () => {
    const bucket = new GridFSBucket(ctx.db, { bucketName: 'proofs', chunkSizeBytes: 1024 });
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) % 256));
    const upload = bucket.openUploadStream('signature.png', { metadata: { contentType: 'image/png' } });
    await new Promise((resolve, reject) => Readable.from([bytes]).pipe(upload).once('finish', resolve).once('error', reject));

    expect(await ctx.db.collection('proofs.chunks').countDocuments({ files_id: upload.id })).toBe(5);
    const [file] = await bucket.find({ _id: upload.id }).toArray();
    expect(file).toMatchObject({ length: 5000, chunkSize: 1024, filename: 'signature.png', metadata: { contentType: 'image/png' } });
    const chunks: Buffer[] = [];
    for await (const chunk of bucket.openDownloadStream(upload.id)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    const indexes = await ctx.db.collection('proofs.chunks').listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'files_id_1_n_1')).toMatchObject({ unique: true });

    await bucket.delete(upload.id);
    expect(await ctx.db.collection('proofs.chunks').countDocuments({ files_id: upload.id })).toBe(0);
    expect(await bucket.find({ _id: upload.id }).toArray()).toEqual([]);
  });
});
