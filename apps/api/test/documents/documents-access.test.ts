import type { BookingDocuments } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys';
import { bearer, buildTestApp, createBooking } from '../support/app';
import { cast, personWithRole } from '../support/shipments';
import { delivered, pickedUp } from './documents-kit';

const { app } = buildTestApp();
const PATHS = ['consignment-note', 'consignment-note.pdf', 'documents'] as const;
const get = (id: string, path: string, token: string) => request(app).get(`/api/v1/bookings/${id}/${path}`).set(bearer(token));

describe('who reads a booking’s documents (decision 0103)', () => {
  it('when a customer of another organization or a driver not assigned asks, then every document route answers 404', async () => {
    const people = await cast(app);
    const booking = await pickedUp(app, people);
    const stranger = await cast(app);
    const otherDriver = await personWithRole(app, 'driver', 'Una', 'Assigned');
    for (const path of PATHS) {
      expect((await get(booking._id, path, stranger.customer.token)).status, path).toBe(404);
      expect((await get(booking._id, path, otherDriver.token)).status, path).toBe(404);
      expect((await get(booking._id, path, people.customer.token)).status, path).toBe(200);
      expect((await get(booking._id, path, people.driver.token)).status, path).toBe(200);
      expect((await get(booking._id, path, people.operator.token)).status, path).toBe(200);
    }
  });

  it('when an API key holds documents:read, then it reads them; a key without it is refused', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const reader = await createApiKey(app, people.customer.token, ['documents:read']);
    const other = await createApiKey(app, people.customer.token, ['bookings:read']);
    for (const path of PATHS) {
      expect((await get(booking._id, path, reader.key)).status, path).toBe(200);
      expect((await get(booking._id, path, other.key)).status, path).toBe(403);
    }
  });

  it('when the booking is delivered, then its documents list the note signed by carrier and consignee, the proof of delivery, and no invoice for the driver', async () => {
    const people = await cast(app);
    const booking = await pickedUp(app, people);
    const before = (await get(booking._id, 'documents', people.customer.token)).body.data as BookingDocuments;
    expect(before.documents.find((d) => d.kind === 'proof-of-delivery')).toMatchObject({ status: 'not-yet', href: null });
    await delivered(app, people, booking);
    const after = (await get(booking._id, 'documents', people.customer.token)).body.data as BookingDocuments;
    expect(after.documents.map((d) => d.kind)).toEqual(['labels', 'consignment-note', 'proof-of-delivery', 'invoice']);
    const noteEntry = after.documents.find((d) => d.kind === 'consignment-note')!;
    expect(noteEntry).toMatchObject({ status: 'signed', href: `/api/v1/bookings/${booking._id}/consignment-note.pdf` });
    expect(noteEntry.signedBy).toEqual(expect.arrayContaining(['carrier', 'consignee']));
    expect(noteEntry.statusText).toMatch(/^Signed by .*carrier and consignee$/);
    expect(after.documents.find((d) => d.kind === 'proof-of-delivery')).toMatchObject({ status: 'signed', statusText: 'Signed by Rae Receiver' });
    const forDriver = (await get(booking._id, 'documents', people.driver.token)).body.data as BookingDocuments;
    expect(forDriver.documents.map((d) => d.kind)).not.toContain('invoice');
  });
});
