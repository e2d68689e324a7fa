import { randomUUID } from 'node:crypto';
import { CLAIM_MESSAGES, CREDIT_NOTE_NUMBER_PATTERN, SETTLEMENT_MESSAGES, toCents, type ClaimSettlementAnswer, type Invoice, type Payment } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ClaimSettlementModel } from '../../src/modules/claim-settlements/claim-settlements.model';
import { sweepSettlements } from '../../src/modules/claim-settlements/claim-settlements.service';
import { ClaimModel } from '../../src/modules/claims/claims.model';
import { CreditNoteModel } from '../../src/modules/credit-notes/credit-notes.model';
import { NotificationModel } from '../../src/modules/notifications/notifications.model';
import { PaymentModel } from '../../src/modules/payments/payments.model';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { bearer, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { signUpAs } from '../support/staff';
import { binary, pdfText } from '../invoices/pdf-text';
import { approveCompany, card, customerWithBooking, pay, paidBooking } from '../payments/money-kit';
import { decidedClaim } from './settlement-kit';

// Decision 0106: POST /claims/{id}/settlement settles an approved claim once, by refund or credit note.

const { app, composition } = buildTestApp();
const newKey = () => `settle-${randomUUID()}`;

function settle(token: string, claimId: string, method: string, key: string | null = newKey()) {
  const req = request(app).post(`/api/v1/claims/${claimId}/settlement`).set(bearer(token));
  if (key) req.set('Idempotency-Key', key);
  return req.send({ method });
}

describe('POST /claims/{id}/settlement (decision 0106)', () => {
  it('when an operator settles an approved claim by credit note, then 201 with the CN number and amount, the claim reads settled, the customer downloads the credit note and the next invoice draws it', async () => {
    const operator = await signUpAs(app, 'operator');
    const { token, booking } = await paidBooking(app);
    const claimId = await decidedClaim(booking, 12_000, 'approved_partial');

    const res = await settle(operator.token, claimId, 'credit-note');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const settlement = res.body.data as ClaimSettlementAnswer;
    expect(settlement).toMatchObject({ method: 'credit-note', amount: 120, refund: null, creditNote: { amount: 120 } });
    expect(settlement.creditNote?.number).toMatch(CREDIT_NOTE_NUMBER_PATTERN);
    const claim = await ClaimModel.findById(claimId).lean();
    expect(claim?.status).toBe('settled');
    expect(claim?.settlement).toMatchObject({ method: 'credit-note', amountCents: 12_000, creditNote: { number: settlement.creditNote?.number, amountCents: 12_000 } });

    const pdf = await binary(request(app).get(`/api/v1/claims/${claimId}/credit-note.pdf`).set(bearer(token)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${settlement.creditNote?.number}.pdf"`);
    const { pages, text } = await pdfText(pdf.body as Buffer);
    expect(pages).toBe(1);
    expect(text).toContain(settlement.creditNote!.number);
    expect(text).toContain('$120.00');

    const next = await createBooking(app, token);
    const paid = await pay(app, token, next._id, card());
    expect(paid.status).toBe(201);
    const invoice = (await request(app).get(`/api/v1/invoices/${(paid.body.data as Payment).invoiceId}`).set(bearer(token))).body.data as Invoice;
    expect(invoice.credits).toEqual([{ number: settlement.creditNote?.number, amount: 120 }]);
    expect(toCents(invoice.amountDue!)).toBe(toCents(invoice.total) - 12_000);
  });

  it('when an admin settles by refund, then 201 with the refund, the booking\'s charge is refunded that amount once at the provider, and the claim reads settled', async () => {
    const admin = await signUpAs(app, 'admin');
    const { booking, payment } = await paidBooking(app);
    const claimId = await decidedClaim(booking, 5_000);

    const res = await settle(admin.token, claimId, 'refund');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ method: 'refund', amount: 50, creditNote: null, refund: { amount: 50 } });
    const stored = await PaymentModel.findById(payment._id).lean();
    expect(stored?.claimRefundedCents).toBe(5_000);
    expect(stored?.claimRefunds).toHaveLength(1);
    const settlement = await ClaimSettlementModel.findOne({ claimId: new mongoose.Types.ObjectId(claimId) }).lean();
    expect((await SandboxChargeModel.findById(`refund_claim_${String(settlement?._id)}`).lean())?.amountCents).toBe(5_000);
    expect((await ClaimModel.findById(claimId).lean())?.status).toBe('settled');
  });

  it('when the same key is sent again, then the same settlement is answered (replayed); another key gets 409 already settled; and there is one credit note', async () => {
    const operator = await signUpAs(app, 'operator');
    const { booking } = await paidBooking(app);
    const claimId = await decidedClaim(booking, 3_000);
    const key = newKey();

    const first = await settle(operator.token, claimId, 'credit-note', key);
    const again = await settle(operator.token, claimId, 'credit-note', key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    const other = await settle(operator.token, claimId, 'refund');
    expect(other.status).toBe(409);
    expectErrorBody(other.body, CLAIM_MESSAGES.alreadySettled);
    expect(await CreditNoteModel.countDocuments({ claimId: new mongoose.Types.ObjectId(claimId) })).toBe(1);
  });

  it('when the refund would pass what was paid, then 409 with the refundable amount, nothing is refunded, and the claim may still be settled by credit note', async () => {
    const operator = await signUpAs(app, 'operator');
    const { booking, payment } = await paidBooking(app);
    const claimId = await decidedClaim(booking, toCents(payment.amount) + 1);

    const res = await settle(operator.token, claimId, 'refund');
    expect(res.status).toBe(409);
    expectErrorBody(res.body, SETTLEMENT_MESSAGES.refundOverPaid(`$${payment.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`));
    expect((await PaymentModel.findById(payment._id).lean())?.claimRefunds ?? []).toHaveLength(0);
    expect((await ClaimModel.findById(claimId).lean())?.status).toBe('approved');
    expect((await settle(operator.token, claimId, 'credit-note')).status).toBe(201);
  });

  it('when the booking is on invoice terms, then a refund is refused with 409 (nothing was paid by card)', async () => {
    const operator = await signUpAs(app, 'operator');
    const { customer, token, booking } = await customerWithBooking(app, { customerType: 'Business' });
    await approveCompany(customer.user._id);
    expect((await pay(app, token, booking._id, { method: 'invoice' })).status).toBe(201);
    const claimId = await decidedClaim(booking, 1_000);
    const res = await settle(operator.token, claimId, 'refund');
    expect(res.status).toBe(409);
    expectErrorBody(res.body, SETTLEMENT_MESSAGES.notPaidByCard);
  });

  it('when a customer, a driver, or a request without a key asks, or the claim is not approved, then 403, 403, 400 and 409', async () => {
    const operator = await signUpAs(app, 'operator');
    const driver = await signUpAs(app, 'driver');
    const { token, booking } = await paidBooking(app);
    const approved = await decidedClaim(booking, 1_000);
    expect((await settle(token, approved, 'credit-note')).status).toBe(403);
    expect((await settle(driver.token, approved, 'credit-note')).status).toBe(403);
    const keyless = await settle(operator.token, approved, 'credit-note', null);
    expect(keyless.status).toBe(400);
    expectErrorBody(keyless.body, SETTLEMENT_MESSAGES.keyRequired);
    const { booking: other } = await paidBooking(app);
    const inReview = await decidedClaim(other, 1_000, 'in_review');
    const res = await settle(operator.token, inReview, 'credit-note');
    expect(res.status).toBe(409);
    expectErrorBody(res.body, CLAIM_MESSAGES.notSettleable);
  });

  it('when another organization asks for the credit note, then 404; when the claim was settled by refund, then 404 too', async () => {
    const operator = await signUpAs(app, 'operator');
    const { booking } = await paidBooking(app);
    const claimId = await decidedClaim(booking, 1_000);
    await settle(operator.token, claimId, 'refund');
    const { token: stranger } = await paidBooking(app);
    expect((await request(app).get(`/api/v1/claims/${claimId}/credit-note.pdf`).set(bearer(stranger))).status).toBe(404);
    expect((await request(app).get(`/api/v1/claims/${claimId}/credit-note.pdf`).set(bearer(operator.token))).status).toBe(404);
  });

  it('when a settlement was begun and its process died before the money, then the payment sweep finishes it with one credit note and the claim settled, and a second sweep does nothing', async () => {
    const operator = await signUpAs(app, 'operator');
    const { booking } = await paidBooking(app);
    const claimId = await decidedClaim(booking, 2_000);
    const claim = await ClaimModel.findById(claimId).lean();
    const old = new Date(Date.now() - 60_000);
    await ClaimSettlementModel.collection.insertOne({
      _id: new mongoose.Types.ObjectId(),
      claimId: claim!._id,
      claimNumber: claim!.number,
      bookingId: claim!.bookingId,
      organizationId: claim!.organizationId,
      method: 'credit-note',
      amountCents: 2_000,
      currency: 'USD',
      reason: '',
      byId: new mongoose.Types.ObjectId(operator.user._id),
      byName: 'Olu Operator',
      creditNote: null,
      refund: null,
      settledAt: null,
      createdAt: old,
      updatedAt: old,
    });

    expect(await sweepSettlements(composition.settlements, new Date(Date.now() - 30_000))).toBeGreaterThanOrEqual(1);
    expect(await sweepSettlements(composition.settlements, new Date(Date.now() - 30_000))).toBe(0);
    expect(await CreditNoteModel.countDocuments({ claimId: claim!._id })).toBe(1);
    expect((await ClaimModel.findById(claimId).lean())?.status).toBe('settled');
    const again = await settle(operator.token, claimId, 'credit-note');
    expect(again.status).toBe(409);
  });

  it('when a settlement was written but its process died before telling anyone, then the retry tells the customer, and a further repeat tells no one twice', async () => {
    const operator = await signUpAs(app, 'operator');
    const { booking } = await paidBooking(app);
    const claimId = await decidedClaim(booking, 3_000);
    expect((await settle(operator.token, claimId, 'credit-note')).status).toBe(201);
    const told = { event: 'claim-settled', bookingId: new mongoose.Types.ObjectId(booking._id) };
    const once = await NotificationModel.collection.countDocuments(told);
    expect(once).toBeGreaterThanOrEqual(1);

    // What a kill between the claim's write and its announcement leaves: a settled claim nobody was told of.
    await NotificationModel.collection.deleteMany(told);
    const retry = { method: 'credit-note' as const, amountCents: 3_000, at: new Date(), creditNote: null, refund: null };
    await composition.settlements.claims.recordSettlement(claimId, retry);
    expect(await NotificationModel.collection.countDocuments(told)).toBe(once);
    await composition.settlements.claims.recordSettlement(claimId, retry);
    expect(await NotificationModel.collection.countDocuments(told)).toBe(once);
    expect(await CreditNoteModel.countDocuments({ claimId: new mongoose.Types.ObjectId(claimId) })).toBe(1);
  });
});
