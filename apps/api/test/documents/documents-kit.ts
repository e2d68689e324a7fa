import type { Booking, ConsignmentNote, DocumentVerification } from '@meridian/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { bearer } from '../support/app';
import { assignedBooking, move, SIGNATURE, type Cast } from '../support/shipments';

// The moves a consignment note is signed through (decision 0103), as the driver's phone sends them.

export const SENDER = 'Sam Sender';
export const RECEIVER = 'Rae Receiver';

export async function note(app: Express, token: string, id: string): Promise<ConsignmentNote> {
  const res = await request(app).get(`/api/v1/bookings/${id}/consignment-note`).set(bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as ConsignmentNote;
}

export const verify = (app: Express, digest: string) => request(app).get(`/api/v1/documents/${digest}`);

export async function verified(app: Express, digest: string): Promise<DocumentVerification> {
  const res = await verify(app, digest);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DocumentVerification;
}

export async function pickedUp(app: Express, people: Cast, overrides: Record<string, unknown> = {}): Promise<Booking> {
  const assigned = await assignedBooking(app, people, overrides);
  return move(app, people.driver.token, assigned, { type: 'pickup', location: { place: 'Oakland depot' }, senderName: SENDER, senderSignature: SIGNATURE });
}

export async function delivered(app: Express, people: Cast, picked: Booking, reservations?: string): Promise<Booking> {
  const out = await move(app, people.driver.token, picked, { type: 'out-for-delivery' });
  return move(app, people.driver.token, out, { type: 'deliver', receiverName: RECEIVER, signature: SIGNATURE, location: { place: 'Denver dock 2' }, ...(reservations ? { reservations } : {}) });
}
