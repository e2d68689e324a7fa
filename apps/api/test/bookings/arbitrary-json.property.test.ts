import { bookingSchema, editBookingFormSchema, type Booking } from '@meridian/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, bookingPayload, buildTestApp, createBooking, signUp } from '../support/app';

const { app } = buildTestApp();
let token: string;
let userId: string;

beforeAll(async () => {
  const account = await signUp(app);
  token = account.token;
  userId = account.user._id;
});

const nastyKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('$where', '$gt', 'a.b', '__proto__', 'constructor', 'createdBy', '_id', 'status', 'version'));
const nastyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom({ $gt: '' }, { $ne: null }, { $where: 'sleep(100)' }, [], '', -1, 1e308, '2026-02-30', 'x'.repeat(5000)),
);

// A valid booking with one field replaced, removed or added, or any JSON value at all.
const valid = bookingPayload() as unknown as Record<string, unknown>;
const mutatedBooking = fc.oneof(
  fc.record({ key: fc.constantFrom(...Object.keys(valid)), value: nastyValue }).map(({ key, value }) => ({ ...valid, [key]: value })),
  fc.constantFrom(...Object.keys(valid)).map((key) => {
    const { [key]: _drop, ...rest } = valid;
    return rest;
  }),
  fc.record({ key: nastyKey, value: nastyValue }).map(({ key, value }) => ({ ...valid, [key]: value })),
  fc.dictionary(nastyKey, nastyValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 4 }),
);

function expectEnvelope(status: number, body: unknown) {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  const b = body as Record<string, unknown>;
  if (status < 300) {
    expect(b.error).toBe(false);
    expect(typeof b.message).toBe('string');
  } else {
    expect(b).toMatchObject({ error: true, message: expect.any(String), msg: expect.any(String) });
  }
}

// Every stored booking must still be a whole, valid booking: nothing half-written.
async function expectOnlyWholeBookings() {
  const list = await request(app).get('/api/v1/bookings/?limit=100').set(bearer(token));
  expect(list.status).toBe(200);
  const stored = await BookingModel.countDocuments({ createdBy: userId });
  expect(list.body.data.pagination.totalRecords).toBe(stored);
  for (const record of list.body.data.records as Booking[]) {
    const booking = bookingSchema.parse(record);
    const { status, pickupLocation, dropoffLocation, goodsType, cargoWeightKg, quantity, isFragile, isPerishable, tempControlCelsius, vehicleType, estimatedPickupDate, estimatedDeliveryDate, notes } = booking;
    const editable = { status, pickupLocation, dropoffLocation, goodsType, cargoWeightKg, quantity, isFragile, isPerishable, tempControlCelsius, vehicleType, estimatedPickupDate, estimatedDeliveryDate, ...(notes !== undefined ? { notes } : {}) };
    expect(editBookingFormSchema.safeParse(editable).success, JSON.stringify(editable)).toBe(true);
    expect(booking.statusHistory.length).toBeGreaterThanOrEqual(1);
    expect(booking.createdBy).toBe(userId);
  }
}

describe('arbitrary JSON at the booking calls', () => {
  it('when any JSON is posted to create, then the answer is a 2xx or 4xx envelope and no half-written booking exists', async () => {
    await fc.assert(
      fc.asyncProperty(mutatedBooking, async (body) => {
        const res = await request(app).post('/api/v1/bookings/').set(bearer(token)).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expectEnvelope(res.status, res.body);
      }),
      { numRuns: 150 },
    );
    await expectOnlyWholeBookings();
  });

  it('when any JSON is sent as an edit, then the answer is a 2xx or 4xx envelope and the booking stays whole', async () => {
    const booking = await createBooking(app, token);
    const editable = { notes: 'n', quantity: 2, status: 'pending', vehicleType: 'air', cargoWeightKg: 10 } as Record<string, unknown>;
    const mutatedEdit = fc.oneof(
      fc.record({ key: fc.constantFrom(...Object.keys(editable), 'version'), value: nastyValue }).map(({ key, value }) => ({ ...editable, version: 0, [key]: value })),
      fc.record({ key: nastyKey, value: nastyValue }).map(({ key, value }) => ({ version: 0, [key]: value })),
      fc.dictionary(nastyKey, nastyValue, { maxKeys: 6 }),
      fc.jsonValue({ maxDepth: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(mutatedEdit, async (body) => {
        const current = await BookingModel.findById(booking._id).lean();
        const withVersion = body && typeof body === 'object' && !Array.isArray(body) && 'version' in body && body.version === 0 ? { ...body, version: current?.version } : body;
        const res = await request(app).patch(`/api/v1/bookings/${booking._id}`).set(bearer(token)).set('Content-Type', 'application/json').send(JSON.stringify(withVersion));
        expectEnvelope(res.status, res.body);
      }),
      { numRuns: 150 },
    );
    await expectOnlyWholeBookings();
  });
});
