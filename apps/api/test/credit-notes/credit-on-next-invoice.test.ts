import { CREDIT_NOTE_NUMBER_PATTERN, SANDBOX_TEST_CARDS, toCents, type Invoice, type Payment } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { availableCredit } from '../../src/modules/credit-notes/credit-ledger';
import { CreditNoteModel } from '../../src/modules/credit-notes/credit-notes.model';
import { issueCreditNote } from '../../src/modules/credit-notes/credit-notes.service';
import { SandboxChargeModel } from '../../src/modules/payments/sandbox-charges.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp } from '../support/app';
import { binary, pdfText } from '../invoices/pdf-text';
import { card, customerWithBooking, pay } from '../payments/money-kit';

// Decision 0106: a credit note is drawn by the organization's next payments before anything is charged, and shows
// as a line on their invoices. Claims are the claims module's; here the note is issued as a settlement would issue it.

const { app } = buildTestApp();
const invoiceOf = async (token: string, id: string) => (await request(app).get(`/api/v1/invoices/${id}`).set(bearer(token))).body.data as Invoice;

async function organizationOf(userId: string): Promise<string> {
  const user = await UserModel.findById(userId).lean();
  return String(user?.organizationId ?? userId);
}

function creditFor(organizationId: string, bookingId: string, amountCents: number) {
  return issueCreditNote({
    claimId: String(new mongoose.Types.ObjectId()),
    claimNumber: 'CL-2026-000001',
    bookingId,
    trackingNumber: 'MXTEST',
    organizationId,
    amountCents,
    currency: 'USD',
    reason: 'Damaged pallet, partly approved',
    billTo: { name: 'Ada Lovelace', company: 'AE Ltd', email: 'ada@example.test', address: 'London' },
  });
}

describe('credit notes drawn by the next invoice (decision 0106)', () => {
  it('when an organization holds a credit note and pays its next booking by card, then the card is charged the amount due less the credit and the invoice shows the credit note as a line', async () => {
    const { customer, token, booking } = await customerWithBooking(app);
    const organizationId = await organizationOf(customer.user._id);
    const note = await creditFor(organizationId, booking._id, 5_000);
    expect(note.number).toMatch(CREDIT_NOTE_NUMBER_PATTERN);

    const res = await pay(app, token, booking._id, card());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payment = res.body.data as Payment;
    const invoice = await invoiceOf(token, payment.invoiceId!);

    expect(invoice.credits).toEqual([{ number: note.number, amount: 50 }]);
    expect(toCents(invoice.amountDue!)).toBe(toCents(invoice.total) - 5_000);
    expect(toCents(payment.amount)).toBe(toCents(invoice.total) - 5_000);
    const charge = await SandboxChargeModel.findById(payment._id).lean();
    expect(charge?.amountCents).toBe(toCents(invoice.total) - 5_000);
    expect(await availableCredit(organizationId)).toBe(0);

    const pdf = await binary(request(app).get(`/api/v1/invoices/${invoice._id}/pdf`).set(bearer(token)));
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(pdf.body as Buffer);
    expect(text).toContain(`Credit ${note.number} -$50.00`);
    expect(text).toContain('Amount charged');
  });

  it('when the credit is more than the next booking costs, then nothing is charged at the provider, the invoice is paid by the credit, and the rest stays for the booking after', async () => {
    const { customer, token, booking } = await customerWithBooking(app);
    const organizationId = await organizationOf(customer.user._id);
    const note = await creditFor(organizationId, booking._id, 1_000_000);

    const res = await pay(app, token, booking._id, card());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const payment = res.body.data as Payment;
    expect(payment).toMatchObject({ status: 'succeeded', amount: 0 });
    expect(await SandboxChargeModel.findById(payment._id).lean()).toBeNull();
    const invoice = await invoiceOf(token, payment.invoiceId!);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: 0, credits: [{ number: note.number, amount: invoice.total }] });
    expect(await availableCredit(organizationId)).toBe(1_000_000 - toCents(invoice.total));
  });

  it('when the card is declined, then the credit the attempt drew goes back, and the retry with a good card draws it again', async () => {
    const { customer, token, booking } = await customerWithBooking(app);
    const organizationId = await organizationOf(customer.user._id);
    await creditFor(organizationId, booking._id, 2_500);

    const declined = await pay(app, token, booking._id, card(SANDBOX_TEST_CARDS.declined));
    expect(declined.status).toBe(402);
    expect(await availableCredit(organizationId)).toBe(2_500);

    const paid = await pay(app, token, booking._id, card());
    expect(paid.status).toBe(201);
    const invoice = await invoiceOf(token, (paid.body.data as Payment).invoiceId!);
    expect(toCents(invoice.amountDue!)).toBe(toCents(invoice.total) - 2_500);
    expect(await availableCredit(organizationId)).toBe(0);
  });

  it('when an organization holds no credit, then its invoice has no credit lines and the full amount is charged', async () => {
    const { token, booking } = await customerWithBooking(app);
    const res = await pay(app, token, booking._id, card());
    const invoice = await invoiceOf(token, (res.body.data as Payment).invoiceId!);
    expect(invoice.credits).toBeUndefined();
    expect(invoice.amountDue).toBeUndefined();
    expect((res.body.data as Payment).amount).toBe(invoice.total);
  });

  it('when 20 credit notes are issued at once, then their numbers run on from the year\'s highest with no gap and no duplicate, and issuing a claim\'s note again gives the same note', async () => {
    const { customer, booking } = await customerWithBooking(app);
    const organizationId = await organizationOf(customer.user._id);
    const notes = await Promise.all(Array.from({ length: 20 }, () => creditFor(organizationId, booking._id, 100)));
    const sequences = notes.map((n) => n.sequence).sort((a, b) => a - b);
    expect(sequences[19]! - sequences[0]!).toBe(19);
    expect(new Set(sequences).size).toBe(20);
    const all = (await CreditNoteModel.find({ year: notes[0]!.year }, { sequence: 1 }).lean()).map((n) => n.sequence).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));

    const again = await issueCreditNote({
      claimId: String(notes[0]!.claimId),
      claimNumber: 'CL-2026-000001',
      bookingId: booking._id,
      trackingNumber: 'MXTEST',
      organizationId,
      amountCents: 100,
      currency: 'USD',
      reason: 'again',
      billTo: { name: '', company: '', email: '', address: '' },
    });
    expect(again.number).toBe(notes[0]!.number);
    expect(await availableCredit(organizationId)).toBe(2_000);
  });
});
