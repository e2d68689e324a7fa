import { co2eLine, type Invoice, type Payment } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp } from '../support/app';
import { card, customerWithBooking, pay } from '../payments/money-kit';
import { binary, pdfText } from './pdf-text';

const { app } = buildTestApp();

async function invoiceOf(token: string, bookingId: string): Promise<Invoice> {
  const payment = (await pay(app, token, bookingId, card())).body.data as Payment;
  return (await request(app).get(`/api/v1/invoices/${payment.invoiceId}`).set(bearer(token))).body.data as Invoice;
}

describe('the invoice names the shipment’s CO2e (decision 0099)', () => {
  it('when a booking with emissions is invoiced, then the invoice and its one-page PDF give kg CO2e well to wheel and the method', async () => {
    const { token, booking } = await customerWithBooking(app, { cargoWeightKg: 740.78 });
    expect(booking.emissions, 'the create path stores emissions').toBeTruthy();
    const invoice = await invoiceOf(token, booking._id);
    expect(invoice.shipment.co2e).toBe(co2eLine(booking.emissions!));
    const kg = booking.emissions!.co2eWtwKg.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 3 });
    expect(invoice.shipment.co2e).toBe(`${kg} kg CO2e well to wheel (ISO 14083, GLEC Framework v3 default intensity)`);

    const res = await binary(request(app).get(`/api/v1/invoices/${invoice._id}/pdf`).set(bearer(token)));
    expect(res.status).toBe(200);
    const { pages, text } = await pdfText(res.body as Buffer);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('CO2e');
    expect(flat).toContain(`${kg} kg CO2e well to wheel`);
    expect(flat).toContain('ISO 14083, GLEC Framework v3 default intensity');
  });

  it('when a booking has no emissions yet (an old one waiting for its country), then the invoice has no CO2e line', async () => {
    const { token, booking } = await customerWithBooking(app);
    await mongoose.connection.collection('bookings').updateOne({ _id: new mongoose.Types.ObjectId(booking._id) }, { $unset: { emissions: '', route: '' } });
    const invoice = await invoiceOf(token, booking._id);
    expect(invoice.shipment).not.toHaveProperty('co2e');
    const res = await binary(request(app).get(`/api/v1/invoices/${invoice._id}/pdf`).set(bearer(token)));
    expect((await pdfText(res.body as Buffer)).text).not.toContain('CO2e');
  });
});
