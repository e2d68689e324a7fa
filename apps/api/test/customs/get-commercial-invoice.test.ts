import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { createApiKey } from '../support/api-keys';
import { binary, pdfText } from '../invoices/pdf-text';
import { assignedBooking, cast, personWithRole } from '../support/shipments';
import { HAMBURG, ROTTERDAM, toLondon } from './customs-kit';

const { app } = buildTestApp();
const api = '/api/v1';
const invoicePdf = (id: string, token: string) => binary(request(app).get(`${api}/bookings/${id}/commercial-invoice.pdf`).set(bearer(token)));

describe('GET /bookings/{id}/commercial-invoice.pdf (decision 0104)', () => {
  it('when the owner downloads it, then the PDF prints both parties, the terms, each line with its total, and the totals', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    const res = await invoicePdf(booking._id, token);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="commercial-invoice-${booking.trackingNumber}.pdf"`);
    const { text } = await pdfText(res.body as Buffer);
    for (const expected of [
      'COMMERCIAL INVOICE',
      `CI-${booking.trackingNumber}`,
      'Pat Pickup',
      'Rae Receiver',
      'Netherlands (NL)',
      'United Kingdom (GB)',
      'DAP – Delivered at Place',
      'Sale',
      'NL812345678',
      'USD',
      // Lines: HS code, origin, quantity, unit value, line total, net weight.
      '650610',
      '8501310000',
      '$34.50',
      '$690.00',
      '$1,250.50',
      '$2,501.00',
      '9.2 kg',
      '14.75 kg',
      // Totals: value, net and gross weight, pieces.
      '$3,191.00 USD',
      '23.95 kg',
      '40 kg',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Number of pieces\s*2/);
  });

  it('when the booking crosses no customs border, then 404', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, { pickupLocation: ROTTERDAM, dropoffLocation: HAMBURG });
    const res = await request(app).get(`${api}/bookings/${booking._id}/commercial-invoice.pdf`).set(bearer(token));
    expect(res.status).toBe(404);
    expect(res.body.msg).toMatch(/no commercial invoice/);
  });

  it('when another organization, an unassigned driver or a key without documents:read asks, then 404 or 403; staff, the assigned driver and a documents:read key get it', async () => {
    const people = await cast(app);
    const booking = await assignedBooking(app, people, toLondon());
    const stranger = await signUp(app);
    const otherDriver = await personWithRole(app, 'driver', 'Ola', 'Other');
    for (const token of [stranger.token, otherDriver.token]) {
      for (const path of ['commercial-invoice.pdf', 'commercial-invoice']) {
        const res = await request(app).get(`${api}/bookings/${booking._id}/${path}`).set(bearer(token));
        expect(res.status, path).toBe(404);
        expect(res.body.msg).toBe('Booking not found');
      }
    }
    expect((await request(app).get(`${api}/bookings/${booking._id}/commercial-invoice`).set(bearer(people.customer.token))).status).toBe(200);
    for (const token of [people.customer.token, people.operator.token, people.driver.token]) expect((await invoicePdf(booking._id, token)).status).toBe(200);

    const readOnly = await createApiKey(app, people.customer.token, ['bookings:read']);
    const refused = await request(app).get(`${api}/bookings/${booking._id}/commercial-invoice.pdf`).set(bearer(readOnly.key));
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toMatch(/lacks the documents:read scope/);
    const documents = await createApiKey(app, people.customer.token, ['documents:read'], 'Customs broker');
    const fetched = await invoicePdf(booking._id, documents.key);
    expect(fetched.status).toBe(200);
    expect((await pdfText(fetched.body as Buffer)).text).toContain('650610');
    const strangersKey = await createApiKey(app, stranger.token, ['documents:read']);
    expect((await request(app).get(`${api}/bookings/${booking._id}/commercial-invoice.pdf`).set(bearer(strangersKey.key))).status).toBe(404);
  });
});
