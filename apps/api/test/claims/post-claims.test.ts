import { CLAIM_MESSAGES, claimSchema, toCents, type Booking, type Claim } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { ClaimModel } from '../../src/modules/claims/claims.model';
import { bearer, buildTestApp, expectErrorBody, signUpVerified } from '../support/app';
import { claimedPng } from '../support/image-bombs';
import { memberOf } from '../support/organizations';
import { assignedBooking, cast, move, pngBytes, postEvent, SIGNATURE, type Cast } from '../support/shipments';

const RATE = 1.5;
const { app } = buildTestApp({ SDR_RATE: String(RATE) });

/** A perishable road booking with one reading, delivered with reservations, its first piece scanned damaged. */
async function deliveredColdBooking(people: Cast): Promise<Booking> {
  const assigned = await assignedBooking(app, people, { isPerishable: true, tempControlCelsius: 4 });
  expect((await postEvent(app, people.driver.token, assigned._id, { type: 'reading', celsius: 4.2 })).status).toBe(201);
  const picked = await move(app, people.driver.token, assigned, { type: 'pickup', location: { place: 'Oakland depot' } });
  const out = await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
  const delivered = await move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
  const stored = await BookingModel.findById(delivered._id).lean();
  // What the scans helper's moves record (decision 0100), written here as they leave it.
  await BookingModel.updateOne(
    { _id: delivered._id },
    {
      $set: {
        'proofOfDelivery.reservations': 'Pallet 1 wrap torn',
        'pieces.0.scans': [
          { stage: 'pickup', condition: 'ok', at: new Date(), byName: 'Diego Ramos' },
          { stage: 'delivery', condition: 'damaged', note: 'Crushed corner', at: new Date(), byName: 'Diego Ramos' },
        ],
      },
    },
  );
  return { ...delivered, pieces: stored!.pieces!.map((p) => ({ index: p.index!, sscc: p.sscc!, type: p.type as never, weightKg: p.weightKg! })) };
}

const openClaim = (token: string, bookingId: string, body: Record<string, unknown>) => request(app).post(`/api/v1/bookings/${bookingId}/claims`).set(bearer(token)).send(body);

describe('POST /api/v1/bookings/{id}/claims', () => {
  it('when a damage claim is opened on a delivered road booking, then it carries the proof of delivery, the scans and the temperature digest, and its limit is 8.33 SDR per kg of the piece', async () => {
    const people = await cast(app);
    const booking = await deliveredColdBooking(people);
    const piece = booking.pieces![0]!;
    const res = await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'One pallet crushed', amountClaimed: 900, pieces: [`(00)${piece.sscc}`] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const claim = claimSchema.parse(res.body.data) as Claim;
    expect(claim).toMatchObject({ status: 'submitted', type: 'damage', pieces: [piece.sscc], late: false, amountClaimed: 900 });
    expect(claim.number).toMatch(/^CL-\d{4}-\d{6}$/);
    expect(claim.evidence.proofOfDelivery).toMatchObject({ receiverName: 'Rae Receiver', reservations: 'Pallet 1 wrap torn' });
    expect(claim.evidence.pieces).toEqual([expect.objectContaining({ sscc: piece.sscc, scans: [expect.objectContaining({ stage: 'pickup' }), expect.objectContaining({ stage: 'delivery', condition: 'damaged', note: 'Crushed corner' })] })]);
    expect(claim.evidence.temperature?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(claim.evidence.timeline.map((t) => t.status)).toContain('delivered');
    expect(claim.liability).toEqual({ limit: toCents(8.33 * RATE * piece.weightKg) / 100, currency: 'USD', basis: `8.33 SDR x ${piece.weightKg} kg (CMR art. 23)`, sdrRate: RATE });
    expect(claim.deadline).toMatchObject({ convention: 'cmr', rule: expect.stringMatching(/^CMR art. 30.1: within 7 days/) });
    expect(claim.nextAction).toMatchObject({ action: 'acknowledge', overdue: false });
    // Stored as answered, and the one open claim of its type holds the booking.
    const stored = await ClaimModel.findById(claim._id).lean();
    expect(stored).toMatchObject({ status: 'submitted', openKey: `${booking._id}:damage`, amountClaimedCents: 90000 });

    const again = await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'Again', amountClaimed: 10 });
    expect(again.status).toBe(409);
    expectErrorBody(again.body, CLAIM_MESSAGES.oneOpenPerType);
    // Another type is its own claim.
    expect((await openClaim(people.customer.token, booking._id, { type: 'temperature', description: 'Warm', amountClaimed: 10 })).status).toBe(201);
  });

  it('when someone of another organization, a viewer or a foreign piece tries, then 404, 403 and 400', async () => {
    const people = await cast(app);
    const booking = await deliveredColdBooking(people);
    const stranger = await signUpVerified(app);
    const other = await openClaim(stranger.token, booking._id, { type: 'damage', description: 'Not mine', amountClaimed: 10 });
    expect(other.status).toBe(404);
    const viewer = await memberOf(app, people.customer.id, 'viewer');
    const viewed = await openClaim(viewer.token, booking._id, { type: 'damage', description: 'Viewer', amountClaimed: 10 });
    expect(viewed.status).toBe(403);
    expectErrorBody(viewed.body, CLAIM_MESSAGES.viewersCannotClaim);
    const foreign = await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'Foreign', amountClaimed: 10, pieces: ['006141410000099999'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields.pieces).toBe(CLAIM_MESSAGES.pieceNotInBooking('006141410000099999'));
    expect(await ClaimModel.countDocuments({ bookingId: new mongoose.Types.ObjectId(booking._id) })).toBe(0);
  });

  it('when the booking is not delivered yet, then a damage claim is refused with 409', async () => {
    const people = await cast(app);
    const assigned = await assignedBooking(app, people);
    const res = await openClaim(people.customer.token, assigned._id, { type: 'damage', description: 'Too soon', amountClaimed: 10 });
    expect(res.status).toBe(409);
    expectErrorBody(res.body, CLAIM_MESSAGES.notClaimable);
  });

  it('when the claim comes after the notice deadline, then it is accepted and marked late with the rule it missed', async () => {
    const people = await cast(app);
    const booking = await deliveredColdBooking(people);
    await BookingModel.updateOne({ _id: booking._id }, { $set: { 'proofOfDelivery.deliveredAt': new Date(Date.now() - 40 * 86_400_000) } });
    const res = await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'Found later', amountClaimed: 50 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ late: true, deadline: { rule: expect.stringContaining('CMR art. 30.1') } });
    expect(new Date(res.body.data.deadline.noticeBy).getTime()).toBeLessThan(Date.now());
    const preview = await request(app).get(`/api/v1/bookings/${booking._id}/claims/preview?type=delay`).set(bearer(people.customer.token));
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ late: true, liability: { basis: 'Freight charge (CMR art. 23.5)' } });
  });
});

describe('the claim workflow', () => {
  it('when staff request information, the customer answers, and an operator decides twice, then the second decision is 409', async () => {
    const people = await cast(app);
    const booking = await deliveredColdBooking(people);
    const opened = await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'Crushed', amountClaimed: 100 });
    const id = opened.body.data._id as string;
    const ask = await request(app).post(`/api/v1/claims/${id}/messages`).set(bearer(people.operator.token)).send({ body: 'Please send the invoice of the goods', requestInfo: true });
    expect(ask.status).toBe(201);
    expect(ask.body.data.status).toBe('info_requested');
    const answer = await request(app).post(`/api/v1/claims/${id}/messages`).set(bearer(people.customer.token)).send({ body: 'Attached' });
    expect(answer.body.data.status).toBe('in_review');
    expect(answer.body.data.messages.map((m: { fromStaff: boolean }) => m.fromStaff)).toEqual([true, false]);

    const viewer = await memberOf(app, people.customer.id, 'viewer');
    expect((await request(app).get(`/api/v1/claims/${id}`).set(bearer(viewer.token))).status).toBe(200);
    expect((await request(app).post(`/api/v1/claims/${id}/messages`).set(bearer(viewer.token)).send({ body: 'Hi' })).status).toBe(403);
    const stranger = await signUpVerified(app);
    expect((await request(app).get(`/api/v1/claims/${id}`).set(bearer(stranger.token))).status).toBe(404);
    expect((await request(app).post(`/api/v1/claims/${id}/decision`).set(bearer(people.customer.token)).send({ outcome: 'approved', amount: 1, reason: 'x' })).status).toBe(403);

    const over = await request(app).post(`/api/v1/claims/${id}/decision`).set(bearer(people.operator.token)).send({ outcome: 'approved', amount: 150, reason: 'More' });
    expect(over.status).toBe(400);
    expectErrorBody(over.body, CLAIM_MESSAGES.overClaimed);
    const first = await request(app).post(`/api/v1/claims/${id}/decision`).set(bearer(people.operator.token)).send({ outcome: 'approved_partial', amount: 60, reason: 'Part of the goods' });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'approved_partial', decision: { outcome: 'approved_partial', amount: 60 }, nextAction: { action: 'settle' } });
    const second = await request(app).post(`/api/v1/claims/${id}/decision`).set(bearer(people.operator.token)).send({ outcome: 'rejected', reason: 'Changed my mind' });
    expect(second.status).toBe(409);
    expectErrorBody(second.body, CLAIM_MESSAGES.alreadyDecided);
    expect((await ClaimModel.findById(id).lean())?.decision?.amountCents).toBe(6000);

    const queue = await request(app).get('/api/v1/ops/claims').set(bearer(people.operator.token));
    expect(queue.status).toBe(200);
    expect(queue.body.data.claims.map((c: { _id: string }) => c._id)).toContain(id);
    expect((await request(app).get('/api/v1/ops/claims').set(bearer(people.customer.token))).status).toBe(403);
  });

  it('when an approval goes above the liability limit, then only an admin may give it', async () => {
    const people = await cast(app);
    const booking = await deliveredColdBooking(people);
    const opened = await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'Everything', amountClaimed: 1_000_000 });
    const id = opened.body.data._id as string;
    const limit = opened.body.data.liability.limit as number;
    const byOperator = await request(app).post(`/api/v1/claims/${id}/decision`).set(bearer(people.operator.token)).send({ outcome: 'approved_partial', amount: limit + 1, reason: 'Above' });
    expect(byOperator.status).toBe(403);
    expectErrorBody(byOperator.body, CLAIM_MESSAGES.overLimitNeedsAdmin);
  });
});

describe('POST /api/v1/claims/{id}/attachments', () => {
  const upload = (token: string, id: string, bytes: Buffer, name: string) => request(app).post(`/api/v1/claims/${id}/attachments`).set(bearer(token)).attach('file', bytes, name);

  it('when a photo is attached, then it is kept and downloadable; an exe renamed .png, an oversize file and a huge canvas are refused', async () => {
    const people = await cast(app);
    const booking = await deliveredColdBooking(people);
    const id = (await openClaim(people.customer.token, booking._id, { type: 'damage', description: 'Photos', amountClaimed: 10 })).body.data._id as string;
    const photo = await upload(people.customer.token, id, pngBytes(40, 30), 'crushed.png');
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expect(photo.body.data).toMatchObject({ filename: 'crushed.png', contentType: 'image/png' });
    const download = await request(app).get(`/api/v1/claims/${id}/attachments/${photo.body.data._id}`).set(bearer(people.customer.token)).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2000)]);
    expect((await upload(people.customer.token, id, exe, 'photo.png')).status).toBe(400);
    expect((await upload(people.customer.token, id, pngBytes(40, 30, 10 * 1024 * 1024 + 10), 'big.png')).status).toBe(413);
    expect((await upload(people.customer.token, id, claimedPng(20_000, 20_000), 'bomb.png')).status).toBe(400);
    expect((await ClaimModel.findById(id).lean())?.attachments).toHaveLength(1);
  });
});
