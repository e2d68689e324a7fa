import { canonicalJson, type CommercialInvoiceDocument, type JsonValue, type SealedCommercialInvoice } from '@meridian/contracts';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { CommercialInvoiceVersionModel } from '../../src/modules/customs/commercial-invoices.model';
import { binary, pdfText } from '../invoices/pdf-text';
import { bearer, buildTestApp, createBooking, signUp } from '../support/app';
import { decodePdfPages } from '../support/label-barcodes';
import { assignedBooking, cast } from '../support/shipments';
import { verified, verify } from '../documents/documents-kit';
import { CUSTOMS, toLondon } from './customs-kit';

// Decision 0115: the commercial invoice is sealed as a consignment note is (decision 0103): its digest is the SHA-256
// of its canonical JSON, every version is kept, a change issues a new version and the old digest verifies as superseded.

const { app } = buildTestApp();
const api = '/api/v1';

async function invoiceOf(token: string, id: string): Promise<SealedCommercialInvoice> {
  const res = await request(app).get(`${api}/bookings/${id}/commercial-invoice`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as SealedCommercialInvoice;
}

/** What a verifier does with the JSON: canonicalise (RFC 8785), hash. */
const recomputed = (invoice: CommercialInvoiceDocument) => createHash('sha256').update(canonicalJson(invoice as unknown as JsonValue)).digest('hex');

const patch = (token: string, id: string, body: Record<string, unknown>) => request(app).patch(`${api}/bookings/${id}`).set(bearer(token)).send(body);

describe('the commercial invoice is sealed and verifiable (decision 0115)', () => {
  it('when a cross-border booking is made, then its invoice is issued with a digest that recomputes from its JSON and verifies publicly', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    const { digest, invoice } = await invoiceOf(token, booking._id);
    expect(invoice).toMatchObject({ type: 'commercial-invoice', number: `CI-${booking.trackingNumber}`, trackingNumber: booking.trackingNumber, version: 1, incoterm: 'DAP' });
    expect(invoice.totals.valueCents).toBe(319_100);
    expect(recomputed(invoice)).toBe(digest);

    const answer = await verified(app, digest);
    expect(answer).toEqual({ type: 'commercial-invoice', number: `CI-${booking.trackingNumber}`, trackingNumber: booking.trackingNumber, version: 1, issued: invoice.issued, superseded: false });

    // Reading again issues nothing new: the same version, the same digest.
    expect((await invoiceOf(token, booking._id)).digest).toBe(digest);

    const documents = await request(app).get(`${api}/bookings/${booking._id}/documents`).set(bearer(token));
    const listed = documents.body.data.documents.find((d: { kind: string }) => d.kind === 'commercial-invoice');
    expect(listed).toMatchObject({ status: 'ready', digest, statusText: expect.stringMatching(/^Sealed \d{1,2} \w{3} \d{4}$/) });
  });

  it('when the customs change, then a new version is issued, the old digest verifies as superseded and an edit of nothing printed issues none', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    const first = await invoiceOf(token, booking._id);

    const noted = await patch(token, booking._id, { version: booking.version, notes: 'Gate 3' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    expect((await invoiceOf(token, booking._id)).digest).toBe(first.digest);

    const edited = await patch(token, booking._id, { version: noted.body.data.version, customs: { ...CUSTOMS, incoterm: 'DDP' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second = await invoiceOf(token, booking._id);
    expect(second.invoice).toMatchObject({ version: 2, incoterm: 'DDP' });
    expect(second.digest).not.toBe(first.digest);
    expect(recomputed(second.invoice)).toBe(second.digest);

    const older = await verified(app, first.digest);
    expect(older).toMatchObject({ type: 'commercial-invoice', version: 1, superseded: true, supersededAt: second.invoice.issued });
    expect(await verified(app, second.digest)).toMatchObject({ version: 2, superseded: false });

    const documents = await request(app).get(`${api}/bookings/${booking._id}/documents`).set(bearer(token));
    expect(documents.body.data.documents.find((d: { kind: string }) => d.kind === 'commercial-invoice')).toMatchObject({ digest: second.digest, statusText: expect.stringMatching(/, version 2$/) });
  });

  it('when a stranger verifies an invoice digest, then the answer names no person, address, contact or goods', async () => {
    const people = await cast(app);
    const booking = await assignedBooking(app, people, toLondon());
    const { digest } = await invoiceOf(people.customer.token, booking._id);
    const res = await verify(app, digest);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    for (const secret of ['Pat Pickup', 'Rae Receiver', 'Acme', 'Waalhaven', 'Tilbury', '@', 'NL812345678', 'Bicycle helmets', '650610', '3191', '319100']) expect(text).not.toContain(secret);
    expect(Object.keys(res.body.data).sort()).toEqual(['issued', 'number', 'superseded', 'trackingNumber', 'type', 'version']);
  });

  it('when the PDF is downloaded, then it prints the digest and a QR code a real decoder reads as the verify page', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    const { digest } = await invoiceOf(token, booking._id);
    const pdf = await binary(request(app).get(`${api}/bookings/${booking._id}/commercial-invoice.pdf`).set(bearer(token)));
    expect(pdf.status).toBe(200);
    const { text } = await pdfText(pdf.body as Buffer);
    expect(text.replace(/\s+/g, '')).toContain(digest);
    expect(text).toContain('Version 1');
    const codes: string[] = [];
    for await (const page of decodePdfPages(new Uint8Array(pdf.body as Buffer), 200)) codes.push(...page.symbols.filter((s) => s.format === 'QRCode').map((s) => s.text));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(new RegExp(`/verify/${digest}$`));
  });

  it('when two readers ask at once for a booking whose invoice was never issued, then one version is stored', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    // As a booking made before invoices were sealed, or one whose process died between the write and its reaction.
    await CommercialInvoiceVersionModel.deleteMany({ bookingId: booking._id });
    const [a, b, c] = await Promise.all([invoiceOf(token, booking._id), invoiceOf(token, booking._id), invoiceOf(token, booking._id)]);
    expect(new Set([a.digest, b.digest, c.digest]).size).toBe(1);
    expect(a.invoice.version).toBe(1);
    expect(await CommercialInvoiceVersionModel.countDocuments({ bookingId: booking._id })).toBe(1);
  });
});
