import { EVENT_BODY_LIMIT_BYTES, MAX_PHOTO_BYTES, MAX_SIGNATURE_BYTES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { readProofFile } from '../../src/modules/shipments/proof-files.repository';
import { bearer, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { cast, dataUrl, JPEG_BYTES, outForDelivery, samePixels, WEBP_BYTES, pngBytes, postEvent, proofFilesFor, SIGNATURE } from '../support/shipments';

const { app } = buildTestApp();

const deliver = (token: string, booking: { _id: string; version: number }, extra: Record<string, unknown>) =>
  postEvent(app, token, booking._id, { type: 'deliver', version: booking.version, receiverName: 'Rae Receiver', ...extra });

// What an attacker would upload: a Windows executable, a Linux one and an HTML page, each labelled as a PNG.
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const ELF = Buffer.concat([Buffer.from([0x7f]), Buffer.from('ELF'), Buffer.alloc(100, 1)]);
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');
const JPEG = JPEG_BYTES;
const WEBP = WEBP_BYTES;

describe('POST /api/v1/bookings/{id}/events: deliver with proof of delivery', () => {
  it('when the driver delivers with a PNG signature and a photo, then both are stored in GridFS re-encoded (same pixels) and the booking names them', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const photo = pngBytes(120, 80);
    const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(photo), location: { place: 'Loading bay 4' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.proofOfDelivery).toMatchObject({ receiverName: 'Rae Receiver', place: 'Loading bay 4', hasPhoto: true });
    const stored = (await BookingModel.findById(out._id).lean())!;
    const pod = stored.proofOfDelivery!;
    expect(pod.deliveredAt).toBeInstanceOf(Date);
    const signature = await readProofFile(pod.signatureFileId!);
    const storedPhoto = await readProofFile(pod.photoFileId!);
    expect(signature?.contentType).toBe('image/png');
    expect(await samePixels(signature!.bytes, pngBytes())).toBe(true);
    expect(await samePixels(storedPhoto!.bytes, photo)).toBe(true);
    expect(await proofFilesFor(out._id)).toBe(2);
  });

  it('when the photo is a JPEG or a WebP, then it is kept with the type its bytes show', async () => {
    const people = await cast(app);
    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const out = await outForDelivery(app, people);
      // The label lies on purpose: the bytes decide.
      const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(bytes, 'image/png') });
      expect(res.status).toBe(200);
      const stored = (await BookingModel.findById(out._id).lean())!;
      expect((await readProofFile(stored.proofOfDelivery!.photoFileId!))?.contentType).toBe(type);
    }
  });

  it('when the signature is a renamed executable or an HTML page labelled image/png, then it answers 400 on signature and stores nothing', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    for (const bytes of [EXECUTABLE, ELF, HTML, JPEG]) {
      const res = await deliver(people.driver.token, out, { signature: dataUrl(bytes, 'image/png') });
      expect(res.status).toBe(400);
      expectErrorBody(res.body, 'Signature must be a PNG image');
      expect(res.body.fields).toEqual({ signature: 'Signature must be a PNG image' });
    }
    const stored = (await BookingModel.findById(out._id).lean())!;
    expect(stored).toMatchObject({ milestone: 'out-for-delivery', version: out.version });
    expect(stored.proofOfDelivery).toBeUndefined();
    expect(await proofFilesFor(out._id)).toBe(0);
  });

  it('when the photo is not an image by its content, then it answers 400 on photo and not even the good signature is stored', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    for (const bytes of [EXECUTABLE, HTML, Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(bytes, 'image/jpeg') });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ photo: 'Photo must be a JPEG, PNG or WebP image' });
    }
    expect(await proofFilesFor(out._id)).toBe(0);
  });

  it('when the signature is missing, then it answers 400 on signature', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const res = await deliver(people.driver.token, out, {});
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('signature');
  });

  it('when the signature or photo is over its size limit, then it answers 400 naming the field and the limit', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const bigSignature = await deliver(people.driver.token, out, { signature: dataUrl(pngBytes(60, 20, MAX_SIGNATURE_BYTES + 1024)) });
    expect(bigSignature.status).toBe(400);
    expect(bigSignature.body.fields).toEqual({ signature: 'Signature must be at most 300 KB' });
    const bigPhoto = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(pngBytes(60, 20, MAX_PHOTO_BYTES + 1024)) });
    expect(bigPhoto.status).toBe(400);
    expect(bigPhoto.body.fields).toEqual({ photo: 'Photo must be at most 4096 KB' });
    expect(await proofFilesFor(out._id)).toBe(0);
  });

  it('when a delivery is a few MB, then this route reads it while every other route keeps the 100 kB limit', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const photo = pngBytes(60, 20, 3 * 1024 * 1024);
    const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(photo) });
    expect(res.status).toBe(200);
    const booking = await createBooking(app, people.customer.token);
    const elsewhere = await request(app)
      .patch(`/api/v1/bookings/${booking._id}`)
      .set(bearer(people.customer.token))
      .send({ version: 0, notes: 'x'.repeat(200 * 1024) });
    expect(elsewhere.status).toBe(413);
    expectErrorBody(elsewhere.body, 'The request body is too large.');
  });

  it('when a body is over the events limit, then it answers 413 in the envelope and nothing changes', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: `data:image/png;base64,${'A'.repeat(EVENT_BODY_LIMIT_BYTES)}` });
    expect(res.status).toBe(413);
    expectErrorBody(res.body, 'The request body is too large.');
    expect((await BookingModel.findById(out._id).lean())?.milestone).toBe('out-for-delivery');
  });

  it('when the move that would have named the files loses a race, then its files are removed again', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const [a, b] = await Promise.all([
      deliver(people.driver.token, out, { signature: SIGNATURE }),
      deliver(people.driver.token, out, { signature: dataUrl(pngBytes(30, 30)) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await proofFilesFor(out._id)).toBe(1);
  });
});
