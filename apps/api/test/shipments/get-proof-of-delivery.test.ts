import { brand } from '@meridian/brand';
import { formatTrackingNumber, PROOF_NOT_AVAILABLE, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { cast, dataUrl, move, outForDelivery, personWithRole, pngBytes, samePixels, SIGNATURE, WEBP_BYTES, type Cast } from '../support/shipments';

const { app } = buildTestApp();

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const getPdf = (token: string, id: string) => binary(request(app).get(`/api/v1/bookings/${id}/proof-of-delivery`).set(bearer(token)));
const getFile = (token: string, id: string, field: 'signature' | 'photo') =>
  binary(request(app).get(`/api/v1/bookings/${id}/proof-of-delivery/${field}`).set(bearer(token)));

async function delivered(people: Cast, extra: Record<string, unknown> = {}): Promise<Booking> {
  const out = await outForDelivery(app, people, { pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA', country: 'US' } });
  return move(app, people.driver.token, out, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE, location: { place: 'Loading bay 4, Denver' }, ...extra });
}

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text };
}

describe('GET /api/v1/bookings/{id}/proof-of-delivery', () => {
  it('when the owner downloads it, then it is a real one-page PDF with the brand, tracking number, route, goods, time, place, name and signature', async () => {
    const people = await cast(app);
    const booking = await delivered(people, { photo: dataUrl(pngBytes(120, 80)) });
    const res = await getPdf(people.customer.token, booking._id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="proof-of-delivery-${booking.trackingNumber}.pdf"`);
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const words of [brand.name, 'Proof of Delivery', formatTrackingNumber(booking.trackingNumber), 'Oakland, CA to Denver, CO', 'Electronics', 'Loading bay 4, Denver', 'Rae Receiver', 'Diego Ramos', 'UTC']) {
      expect(text, words).toContain(words);
    }
    // Decision 0044: the footer names the shipment too, and no id of the database shows.
    expect(text).toContain(`Shipment ${formatTrackingNumber(booking.trackingNumber)}`);
    expect(text).not.toContain(booking._id.slice(-8).toUpperCase());
    // The signature and the photo are embedded as images.
    expect((bytes.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it('when staff or the delivering driver ask, then they get it; another customer or another driver is told the booking does not exist', async () => {
    const people = await cast(app);
    const booking = await delivered(people);
    const admin = await personWithRole(app, 'admin');
    for (const token of [people.operator.token, admin.token, people.driver.token]) expect((await getPdf(token, booking._id)).status).toBe(200);
    const otherCustomer = await cast(app).then((c) => c.customer);
    const otherDriver = await personWithRole(app, 'driver');
    for (const token of [otherCustomer.token, otherDriver.token]) {
      const res = await request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery`).set(bearer(token));
      expect(res.status).toBe(404);
      expectErrorBody(res.body, 'Booking not found');
    }
    expect((await request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery`)).status).toBe(401);
  });

  it('when the booking is not delivered yet, then it answers 404 in the envelope', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const res = await request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery`).set(bearer(people.customer.token));
    expect(res.status).toBe(404);
    expectErrorBody(res.body, PROOF_NOT_AVAILABLE);
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('when the photo is a WebP (which a PDF cannot embed), then the PDF says where to see it', async () => {
    const people = await cast(app);
    const booking = await delivered(people, { photo: dataUrl(WEBP_BYTES, 'image/webp') });
    const res = await getPdf(people.customer.token, booking._id);
    expect(res.status).toBe(200);
    expect((await pdfText(res.body as Buffer)).text).toContain('A photo was taken at delivery');
  });
});

describe('GET /api/v1/bookings/{id}/proof-of-delivery/signature and /photo', () => {
  it('when the owner asks, then each image comes back as it was kept (re-encoded, same pixels) with its type', async () => {
    const people = await cast(app);
    const photo = pngBytes(90, 40);
    const booking = await delivered(people, { photo: dataUrl(photo) });
    const signature = await getFile(people.customer.token, booking._id, 'signature');
    expect(signature.status).toBe(200);
    expect(signature.headers['content-type']).toBe('image/png');
    expect(await samePixels(signature.body as Buffer, pngBytes())).toBe(true);
    const got = await getFile(people.customer.token, booking._id, 'photo');
    expect(await samePixels(got.body as Buffer, photo)).toBe(true);
  });

  it('when there is no photo, or the caller may not see the proof, then it answers 404', async () => {
    const people = await cast(app);
    const booking = await delivered(people);
    const noPhoto = await request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery/photo`).set(bearer(people.customer.token));
    expect(noPhoto.status).toBe(404);
    expectErrorBody(noPhoto.body, 'This delivery has no photo.');
    const stranger = await personWithRole(app, 'driver');
    const res = await request(app).get(`/api/v1/bookings/${booking._id}/proof-of-delivery/signature`).set(bearer(stranger.token));
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
  });
});
