import { DOCUMENT_TYPE_REFUSED, imageTooLargeMessage, KEPT_IMAGE_MAX_SIDE_PX, PROOF_FILE_RULES } from '@meridian/contracts';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { CompanyProfileModel } from '../../src/modules/company-profile/company-profile.model';
import { readProofFile } from '../../src/modules/shipments/proof-files.repository';
import { buildTestApp, expectErrorBody, signUp } from '../support/app';
import { claimedPng } from '../support/image-bombs';
import { storedFilesFor, uploadDocument } from '../support/company-profile';
import { cast, dataUrl, outForDelivery, pngBytes, postEvent, proofFilesFor, SIGNATURE } from '../support/shipments';

// SECURITY.md, item 1: the probe's image bombs. A PNG's header states its canvas; a few KB can claim 16000 x 16000.
const { app } = buildTestApp();

const deliver = (token: string, booking: { _id: string; version: number }, extra: Record<string, unknown>) =>
  postEvent(app, token, booking._id, { type: 'deliver', version: booking.version, receiverName: 'Rae Receiver', ...extra });

describe('SECURITY.md: images are judged by their real dimensions before they are kept', () => {
  it('when a POD photo claims 16000 x 16000, 12000 x 12000, 9000 x 10 or 7000 x 7000 (49 MP), then it answers 400 on photo and stores nothing', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    for (const [w, h] of [
      [16000, 16000],
      [12000, 12000],
      [9000, 10],
      [7000, 7000],
    ] as const) {
      const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(claimedPng(w, h)) });
      expect(res.status, `${w}x${h}`).toBe(400);
      expectErrorBody(res.body, imageTooLargeMessage('Photo'));
      expect(res.body.fields).toEqual({ photo: imageTooLargeMessage('Photo') });
    }
    expect(await proofFilesFor(out._id)).toBe(0);
    expect((await BookingModel.findById(out._id).lean())!.milestone).toBe('out-for-delivery');
  });

  it('when the signature claims 16000 x 16000, then it answers 400 naming signature', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const res = await deliver(people.driver.token, out, { signature: dataUrl(claimedPng(16000, 16000)) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ signature: imageTooLargeMessage('Signature') });
  });

  it('when the signature is a truncated PNG or the photo a 3-byte JPEG, then each is refused with its type message', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const png = pngBytes(200, 100);
    const truncated = await deliver(people.driver.token, out, { signature: dataUrl(png.subarray(0, png.length - 30)) });
    expect(truncated.status).toBe(400);
    expect(truncated.body.fields).toEqual({ signature: PROOF_FILE_RULES.signature.typeMessage });
    const tiny = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg') });
    expect(tiny.status).toBe(400);
    expect(tiny.body.fields).toEqual({ photo: PROOF_FILE_RULES.photo.typeMessage });
    expect(await proofFilesFor(out._id)).toBe(0);
  });

  it('when a photo is wider than what is kept, then it is stored re-encoded at the bounded size', async () => {
    const people = await cast(app);
    const out = await outForDelivery(app, people);
    const wide = await sharp({ create: { width: 3000, height: 60, channels: 3, background: '#808080' } }).png().toBuffer();
    const res = await deliver(people.driver.token, out, { signature: SIGNATURE, photo: dataUrl(wide) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = (await BookingModel.findById(out._id).lean())!;
    const photo = (await readProofFile(stored.proofOfDelivery!.photoFileId!))!;
    const meta = await sharp(photo.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', KEPT_IMAGE_MAX_SIDE_PX, 48]);
  });

  it('when a KYC document image claims 16000 x 16000 or is a truncated PNG, then it answers 400 on file and nothing is stored', async () => {
    const { token, user } = await signUp(app);
    const bomb = await uploadDocument(app, token, 'tax-id', claimedPng(16000, 16000), 'scan.png', 'image/png');
    expect(bomb.status).toBe(400);
    expect(bomb.body.fields).toEqual({ file: imageTooLargeMessage('The document') });
    const png = pngBytes(200, 100);
    const truncated = await uploadDocument(app, token, 'tax-id', png.subarray(0, png.length - 30), 'scan.png', 'image/png');
    expect(truncated.status).toBe(400);
    expect(truncated.body.fields).toEqual({ file: DOCUMENT_TYPE_REFUSED });
    const profile = (await CompanyProfileModel.findOne({ userId: new mongoose.Types.ObjectId(user._id) }).lean())!;
    expect(await storedFilesFor(String(profile._id))).toBe(0);
    expect(profile.documents).toEqual([]);
  });
});
