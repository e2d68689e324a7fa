import { randomUUID } from 'node:crypto';
import { PIECE_SCAN_MESSAGES, PIECE_SCAN_PHOTO_NOT_FOUND, PROOF_OF_PICKUP_NOT_AVAILABLE, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { readProofFile } from '../../src/modules/shipments/proof-files.repository';
import { sweepOrphanFiles } from '../../src/orphan-files';
import { bearer, buildTestApp, expectErrorBody } from '../support/app';
import { assignedBooking, cast, dataUrl, JPEG_BYTES, move, pngBytes, postEvent, proofFilesFor, samePixels, SIGNATURE } from '../support/shipments';

// Decision 0100: both ends sign and every piece is scanned; decision 0102: how the scans' photos are read.
const { app } = buildTestApp();

const PHOTO = dataUrl(JPEG_BYTES, 'image/jpeg');
const SENDER_SIGNATURE = dataUrl(pngBytes(80, 30));

function pickupBody(job: Booking, extra: Record<string, unknown> = {}) {
  const [first, second, third] = job.pieces!;
  const pieces: Record<string, unknown>[] = [
    { sscc: first!.sscc, condition: 'ok' },
    // A scanner's GS1-128 text, with the (00) application identifier in front.
    { sscc: `(00)${second!.sscc}`, condition: 'damaged', note: 'Corner crushed', photo: PHOTO },
    { sscc: third!.sscc, condition: 'ok' },
  ];
  return {
    type: 'pickup',
    version: job.version,
    location: { place: 'Oakland depot' },
    senderName: 'Pat Pickup',
    senderSignature: SENDER_SIGNATURE,
    pieces,
    ...extra,
  };
}

const get = (path: string, token: string) => request(app).get(`/api/v1${path}`).set(bearer(token));

describe('POST /api/v1/bookings/{id}/events: pickup and delivery with piece scans and both signatures', () => {
  it('when the driver picks up with the sender’s signature and scans every piece, then each piece answers its scan and the sender’s signature is stored as a proof file', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    expect(job.pieces).toHaveLength(3);
    const res = await postEvent(app, people.driver.token, job._id, pickupBody(job));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const picked = res.body.data as Booking;
    expect(picked.version).toBe(job.version + 1);
    expect(picked.proofOfPickup).toMatchObject({ senderName: 'Pat Pickup', place: 'Oakland depot', hasSignature: true });
    expect(picked.pieces!.map((piece) => piece.scans)).toEqual([
      [{ stage: 'pickup', condition: 'ok', hasPhoto: false, at: expect.any(String), byName: 'Diego Ramos' }],
      [{ stage: 'pickup', condition: 'damaged', note: 'Corner crushed', hasPhoto: true, at: expect.any(String), byName: 'Diego Ramos' }],
      [{ stage: 'pickup', condition: 'ok', hasPhoto: false, at: expect.any(String), byName: 'Diego Ramos' }],
    ]);
    const stored = (await BookingModel.findById(job._id).lean())!;
    expect(String(stored.pieces![1]!.scans![0]!.by)).toBe(people.driver.id);
    const signature = await readProofFile(stored.proofOfPickup!.signatureFileId!);
    expect(await samePixels(signature!.bytes, pngBytes(80, 30))).toBe(true);
    expect((await readProofFile(stored.pieces![1]!.scans![0]!.photoFileId!))?.contentType).toBe('image/jpeg');
    expect(await proofFilesFor(job._id)).toBe(2);
  });

  it('when a scanned SSCC is not one of the booking’s pieces, then it answers 400 naming that scan and nothing is written', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    const other = await assignedBooking(app, people);
    const foreign = other.pieces![0]!.sscc;
    const body = pickupBody(job);
    body.pieces[2] = { sscc: foreign, condition: 'ok' };
    const res = await postEvent(app, people.driver.token, job._id, body);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, PIECE_SCAN_MESSAGES.notThisBooking(foreign));
    expect(res.body.fields).toEqual({ 'pieces.2.sscc': PIECE_SCAN_MESSAGES.notThisBooking(foreign) });
    const stored = (await BookingModel.findById(job._id).lean())!;
    expect(stored).toMatchObject({ milestone: 'assigned', version: job.version });
    expect(stored.proofOfPickup).toBeUndefined();
    expect(stored.pieces!.every((piece) => !piece.scans)).toBe(true);
    expect(await proofFilesFor(job._id)).toBe(0);
  });

  it('when a piece is noted damaged without a note, or a photo is not an image, then it answers 400 on that piece and stores nothing', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    const noNote = pickupBody(job);
    noNote.pieces[1] = { sscc: job.pieces![1]!.sscc, condition: 'missing' };
    const first = await postEvent(app, people.driver.token, job._id, noNote);
    expect(first.status).toBe(400);
    expect(first.body.fields).toEqual({ 'pieces.1.note': PIECE_SCAN_MESSAGES.noteNeeded });
    const badPhoto = pickupBody(job);
    badPhoto.pieces[1] = { ...badPhoto.pieces[1]!, photo: dataUrl(Buffer.from('<!doctype html><script>1</script>'), 'image/jpeg') };
    const second = await postEvent(app, people.driver.token, job._id, badPhoto);
    expect(second.status).toBe(400);
    expect(second.body.fields).toEqual({ 'pieces.1.photo': 'Photo must be a JPEG, PNG or WebP image' });
    const badSignature = await postEvent(app, people.driver.token, job._id, pickupBody(job, { senderSignature: PHOTO }));
    expect(badSignature.status).toBe(400);
    expect(badSignature.body.fields).toEqual({ senderSignature: 'Signature must be a PNG image' });
    expect(await proofFilesFor(job._id)).toBe(0);
    expect((await BookingModel.findById(job._id).lean())?.version).toBe(job.version);
  });

  it('when the receiver signs with reservations and the pieces are scanned at delivery, then the delivery scans follow the pickup scans and the reservations are kept', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    const picked = await move(app, people.driver.token, job, pickupBody(job));
    const out = await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
    const [first, second, third] = out.pieces!;
    const delivered = await move(app, people.driver.token, out, {
      type: 'deliver',
      receiverName: 'Rae Receiver',
      signature: SIGNATURE,
      reservations: 'Piece 2 crushed on one corner, accepted',
      pieces: [
        { sscc: first!.sscc, condition: 'ok' },
        { sscc: second!.sscc, condition: 'damaged', note: 'Corner crushed, as at pickup' },
        { sscc: third!.sscc, condition: 'missing', note: 'Not on the truck' },
      ],
    });
    expect(delivered.proofOfDelivery).toMatchObject({ receiverName: 'Rae Receiver', reservations: 'Piece 2 crushed on one corner, accepted' });
    expect(delivered.pieces!.map((piece) => piece.scans!.map((scan) => `${scan.stage}:${scan.condition}`))).toEqual([
      ['pickup:ok', 'delivery:ok'],
      ['pickup:damaged', 'delivery:damaged'],
      ['pickup:ok', 'delivery:missing'],
    ]);
    expect((await BookingModel.findById(job._id).lean())?.proofOfDelivery?.reservations).toBe('Piece 2 crushed on one corner, accepted');
  });

  it('when a pickup with scans is resent with its Idempotency-Key, then each piece keeps one scan and no second set of files is stored', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    const key = randomUUID();
    const body = pickupBody(job);
    const send = () => request(app).post(`/api/v1/bookings/${job._id}/events`).set(bearer(people.driver.token)).set('Idempotency-Key', key).send(body);
    expect((await send()).status).toBe(200);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const stored = (await BookingModel.findById(job._id).lean())!;
    expect(stored.pieces!.map((piece) => piece.scans?.length)).toEqual([1, 1, 1]);
    expect(await proofFilesFor(job._id)).toBe(2);
  });

  it('when people read the sender’s signature and a scan’s photo, then the owner, staff and the assigned driver get them and anyone else is told the booking does not exist', async () => {
    const people = await cast(app);
    const stranger = await cast(app);
    const job = await assignedBooking(app, people);
    const picked = await move(app, people.driver.token, job, pickupBody(job));
    const sscc = picked.pieces![1]!.sscc;
    for (const token of [people.customer.token, people.operator.token, people.driver.token]) {
      const signature = await get(`/bookings/${job._id}/proof-of-pickup/signature`, token);
      expect(signature.status).toBe(200);
      expect(signature.headers['content-type']).toBe('image/png');
      const photo = await get(`/bookings/${job._id}/pieces/${sscc}/scans/0/photo`, token);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }
    for (const token of [stranger.customer.token, stranger.driver.token]) {
      expect((await get(`/bookings/${job._id}/proof-of-pickup/signature`, token)).status).toBe(404);
      expect((await get(`/bookings/${job._id}/pieces/${sscc}/scans/0/photo`, token)).status).toBe(404);
    }
    const noPhoto = await get(`/bookings/${job._id}/pieces/${picked.pieces![0]!.sscc}/scans/0/photo`, people.customer.token);
    expect(noPhoto.status).toBe(404);
    expectErrorBody(noPhoto.body, PIECE_SCAN_PHOTO_NOT_FOUND);
    const unsigned = await assignedBooking(app, people);
    const none = await get(`/bookings/${unsigned._id}/proof-of-pickup/signature`, people.customer.token);
    expect(none.status).toBe(404);
    expectErrorBody(none.body, PROOF_OF_PICKUP_NOT_AVAILABLE);
  });

  it('when the orphan sweep runs, then the sender’s signature and the scans’ photos a booking names are kept', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    await move(app, people.driver.token, job, pickupBody(job));
    await sweepOrphanFiles(new Date(Date.now() + 60_000));
    expect(await proofFilesFor(job._id)).toBe(2);
  });

  it('when the driver opens the job, then it carries each piece’s index, SSCC, type and weight, so the phone can refuse a foreign SSCC offline', async () => {
    const people = await cast(app);
    const job = await assignedBooking(app, people);
    const res = await get(`/driver/jobs/${job._id}`, people.driver.token);
    expect(res.status).toBe(200);
    expect(res.body.data.pieces).toHaveLength(3);
    expect(res.body.data.pieces[0]).toMatchObject({ index: 1, sscc: job.pieces![0]!.sscc, type: expect.any(String), weightKg: expect.any(Number) });
    const list = await get('/driver/jobs', people.driver.token);
    expect(list.body.data.records.find((record: Booking) => record._id === job._id).pieces).toHaveLength(3);
  });
});
