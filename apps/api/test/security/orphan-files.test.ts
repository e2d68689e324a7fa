import { finished } from 'node:stream/promises';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { COMPANY_DOCUMENTS_BUCKET, openDocumentUpload } from '../../src/modules/company-profile/company-documents.repository';
import { PROOF_BUCKET, saveProofFile } from '../../src/modules/shipments/proof-files.repository';
import { sweepOrphanFiles } from '../../src/orphan-files';
import { buildTestApp, signUp } from '../support/app';
import { pdfBytes, uploadDocument } from '../support/company-profile';
import { deliveredBooking } from '../support/deliveries';
import { cast, pngBytes, proofFilesFor } from '../support/shipments';

// SECURITY.md, item 11: a killed upload left GridFS chunks, and POD files no booking referenced stayed forever.
const { app } = buildTestApp();
const db = () => mongoose.connection.db!;
const count = (collection: string, filter: Record<string, unknown> = {}) => db().collection(collection).countDocuments(filter);

describe('SECURITY.md: the orphan file sweep', () => {
  it('when files nothing references and chunks of a killed upload are older than the cut-off, then they are removed and every referenced file stays', async () => {
    const people = await cast(app);
    const booking = await deliveredBooking(app, people);
    const { token } = await signUp(app);
    expect((await uploadDocument(app, token, 'tax-id', await pdfBytes(), 'tax.pdf', 'application/pdf')).status).toBe(200);

    const strayBooking = new mongoose.Types.ObjectId();
    const strayProof = await saveProofFile(pngBytes(), { bookingId: String(strayBooking), field: 'photo', contentType: 'image/png' });
    const strayDocument = openDocumentUpload('stray', { profileId: new mongoose.Types.ObjectId(), kind: 'tax-id', contentType: 'application/pdf' });
    strayDocument.end(await pdfBytes());
    await finished(strayDocument);
    const killed = new mongoose.Types.ObjectId();
    await db().collection(`${PROOF_BUCKET}.chunks`).insertMany([0, 1, 2].map((n) => ({ files_id: killed, n, data: Buffer.alloc(1024) })));

    // A day-old cut-off: everything here is newer, so nothing goes (an upload in progress is never touched).
    expect(await sweepOrphanFiles(new Date(Date.now() - 86_400_000))).toEqual({ files: 0, chunkSets: 0 });

    const removed = await sweepOrphanFiles(new Date(Date.now() + 60_000));
    expect(removed).toEqual({ files: 2, chunkSets: 1 });
    expect(await count(`${PROOF_BUCKET}.files`, { _id: strayProof })).toBe(0);
    expect(await count(`${PROOF_BUCKET}.chunks`, { files_id: strayProof })).toBe(0);
    expect(await count(`${PROOF_BUCKET}.chunks`, { files_id: killed })).toBe(0);
    expect(await count(`${COMPANY_DOCUMENTS_BUCKET}.files`, { _id: strayDocument.id })).toBe(0);
    expect(await proofFilesFor(booking._id)).toBe(1); // the delivered booking's signature
    expect(await count(`${COMPANY_DOCUMENTS_BUCKET}.files`)).toBe(1);
  });
});
