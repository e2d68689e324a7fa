import { bookingSchema, MESSAGES, PICKUP_IN_PAST_MESSAGE } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { newTrackingNumber } from '../../src/modules/bookings/bookings.service';
import { createApiKey } from '../support/api-keys';
import { bearer, bookingPayload, buildTestApp, daysFromToday, expectErrorBody, signUp } from '../support/app';

const { app } = buildTestApp();

describe('POST /api/v1/bookings/', () => {
  it('when the booking fields are valid, then it answers 201 with the pending booking owned by the caller', async () => {
    const account = await signUp(app);
    const payload = bookingPayload();
    const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, message: MESSAGES.booking.createSuccess });
    const booking = bookingSchema.parse(res.body.data);
    expect(booking).toMatchObject({
      status: 'pending',
      createdBy: account.user._id,
      version: 0,
      cargoWeightKg: 120.5,
      estimatedPickupDate: payload.estimatedPickupDate,
      // Who booked is named on the first entry, so a team member reading the booking sees who it was.
      statusHistory: [{ status: 'pending', by: account.user._id, event: 'created', byName: 'Ada Lovelace', byRole: 'customer' }],
    });
    const stored = await BookingModel.findById(booking._id).lean();
    expect(String(stored?.createdBy)).toBe(account.user._id);
    // Decision 0009: stored as the calendar date that was sent, never as an instant.
    expect(stored?.estimatedDeliveryDate).toBe(payload.estimatedDeliveryDate);
  });

  it('when the pickup date is in the past, then it answers 400 naming the pickup date and stores nothing', async () => {
    const account = await signUp(app);
    for (const estimatedPickupDate of ['2020-01-01', daysFromToday(-2), `${daysFromToday(-2)}T09:00:00.000Z`]) {
      const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(bookingPayload({ estimatedPickupDate }));
      expect(res.status, estimatedPickupDate).toBe(400);
      expectErrorBody(res.body, MESSAGES.booking.createValidation);
      expect(res.body.fields.estimatedPickupDate).toBe(PICKUP_IN_PAST_MESSAGE);
    }
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(0);
  });

  it('when the pickup is today, then it is accepted (decision 0009: today anywhere on Earth)', async () => {
    const account = await signUp(app);
    const today = daysFromToday(0);
    const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(bookingPayload({ estimatedPickupDate: today }));
    expect(res.status).toBe(201);
    expect(res.body.data.estimatedPickupDate).toBe(today);
  });

  it('when the dates come as ISO timestamps, then each is kept as the calendar date it names', async () => {
    const account = await signUp(app);
    const pickup = daysFromToday(10);
    const delivery = daysFromToday(11);
    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .send(bookingPayload({ estimatedPickupDate: `${pickup}T23:30:00-07:00`, estimatedDeliveryDate: `${delivery}T00:00:00.000Z` }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ estimatedPickupDate: pickup, estimatedDeliveryDate: delivery });
    expect(await BookingModel.findById(res.body.data._id).lean()).toMatchObject({ estimatedPickupDate: pickup, estimatedDeliveryDate: delivery });
  });

  it('when the cargo is not perishable, then the temperature is stored as 0 whatever was sent', async () => {
    const account = await signUp(app);
    const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(bookingPayload({ isPerishable: false, tempControlCelsius: 12 }));
    expect(res.status).toBe(201);
    expect(res.body.data.tempControlCelsius).toBe(0);
    expect(await BookingModel.findById(res.body.data._id).lean()).toMatchObject({ tempControlCelsius: 0 });
  });

  it('when a booking is created, then it is stored exactly as the schema would store it (decision 0062: written without a mongoose document)', async () => {
    const account = await signUp(app);
    const { key } = await createApiKey(app, account.token, ['bookings:write']);
    const payloads = [
      { auth: account.token, body: bookingPayload() },
      { auth: account.token, body: bookingPayload({ isFragile: false, notes: undefined, isPerishable: true, tempControlCelsius: -18, goodsType: 'Food' }) },
      { auth: key, body: bookingPayload({ dimensions: { length: 120, width: 80, height: 90.5 }, declaredValue: 1234.56, fullNameOrBusiness: 'Zoë Ünal & Co' }) },
    ];
    for (const { auth, body } of payloads) {
      const res = await request(app).post('/api/v1/bookings/').set(bearer(auth)).send(body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = (await BookingModel.findById(res.body.data._id).lean())!;
      // The same fields through mongoose's own path: casting, defaults, the validate hook and timestamps.
      const { _id, trackingNumber: _number, shortId: _short, search, createdAt, updatedAt, ...fields } = stored;
      const twin = await BookingModel.create({
        ...fields,
        trackingNumber: newTrackingNumber(),
        createdBy: String(fields.createdBy),
        organizationId: String(fields.organizationId),
        statusHistory: fields.statusHistory.map((entry) => ({ ...entry, by: String(entry.by), ...(entry.apiKeyId ? { apiKeyId: String(entry.apiKeyId) } : {}) })),
        paymentStatus: undefined,
        isFragile: body.isFragile ? true : undefined,
      });
      const twinStored = (await BookingModel.findById(twin._id).lean())!;
      const comparable = (doc: typeof stored) => ({ ...doc, _id: undefined, trackingNumber: undefined, shortId: undefined, createdAt: undefined, updatedAt: undefined });
      expect(comparable(stored)).toEqual(comparable(twinStored));
      expect(Object.keys(stored).sort()).toEqual(Object.keys(twinStored).sort());
      expect(stored.shortId).toBe(String(_id).slice(-8));
      expect(search).toEqual(twinStored.search);
      expect(createdAt).toBeInstanceOf(Date);
      expect(updatedAt).toEqual(createdAt);
      await BookingModel.deleteOne({ _id: twin._id });
    }
  });

  it('when the client sends createdBy, _id, status or history, then it answers 400 and stores nothing', async () => {
    const account = await signUp(app);
    const other = await signUp(app);
    for (const extra of [{ createdBy: other.user._id }, { _id: '64b7f0c2a1b2c3d4e5f60718' }, { status: 'delivered' }, { statusHistory: [] }, { version: 7 }]) {
      const res = await request(app)
        .post('/api/v1/bookings/')
        .set(bearer(account.token))
        .send({ ...bookingPayload(), ...extra });
      expect(res.status).toBe(400);
      expect(res.body.fields[Object.keys(extra)[0]!]).toBe('Unknown field');
    }
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(0);
    expect(await BookingModel.countDocuments({ createdBy: other.user._id })).toBe(0);
  });

  it('when a required field is missing, then it answers 400 with the catalogue’s message', async () => {
    const account = await signUp(app);
    const { goodsType: _omit, ...rest } = bookingPayload();
    const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(rest);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, MESSAGES.booking.createValidation);
    expect(res.body.fields).toHaveProperty('goodsType');
  });

  it('when an e-mail is malformed, then it answers 400 with the e-mail message and field error', async () => {
    const account = await signUp(app);
    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .send(bookingPayload({ receiverPerson: { name: 'R', phone: '+1 555 000 3333', email: 'nope' } }));
    expect(res.status).toBe(400);
    expectErrorBody(res.body, MESSAGES.booking.createEmail);
    expect(res.body.fields['receiverPerson.email']).toBe(MESSAGES.booking.createEmailField);
  });

  it('when numbers are out of bounds or strings too long, then it answers 400', async () => {
    const account = await signUp(app);
    for (const overrides of [{ cargoWeightKg: 0 }, { quantity: 1.5 }, { quantity: 10_000_000 }, { notes: 'x'.repeat(2001) }, { tempControlCelsius: 1e9 }]) {
      const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(bookingPayload(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('when delivery is before pickup, then it answers 400 on the delivery date', async () => {
    const account = await signUp(app);
    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .send(bookingPayload({ estimatedDeliveryDate: daysFromToday(5) }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('estimatedDeliveryDate');
  });

  it('when a field holds a query operator or a dotted/dollar key, then it answers 400', async () => {
    const account = await signUp(app);
    for (const overrides of [{ email: { $gt: '' } }, { goodsType: { $where: 'sleep(1000)' } }, { pickupLocation: { address: 'a', city: 'b', state: 'c', 'x.y': 1 } }, { pickupLocation: { $set: { city: 'x' } } }]) {
      const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).send(bookingPayload(overrides));
      expect(res.status).toBe(400);
    }
  });

  it('when there is no token, then it answers 401', async () => {
    const res = await request(app).post('/api/v1/bookings/').send(bookingPayload());
    expect(res.status).toBe(401);
    expectErrorBody(res.body);
  });
});

describe('POST /api/v1/bookings/ with an Idempotency-Key', () => {
  it('when the same key and body are retried, then the first booking comes back and no second one is made', async () => {
    const account = await signUp(app);
    const key = 'draft-0f3a9c2e-retry';
    const first = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', key).send(bookingPayload());
    const retry = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', key).send(bookingPayload());
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data._id).toBe(first.body.data._id);
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(1);
  });

  it('when the same key is sent concurrently, then exactly one booking exists', async () => {
    const account = await signUp(app);
    const key = 'draft-concurrent-1234';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', key).send(bookingPayload())),
    );
    for (const a of answers) expect([200, 201, 409]).toContain(a.status);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(1);
  });

  it('when the same key comes with a different body, then it answers 422 and creates nothing more', async () => {
    const account = await signUp(app);
    const key = 'draft-different-body';
    await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', key).send(bookingPayload()).expect(201);
    const res = await request(app)
      .post('/api/v1/bookings/')
      .set(bearer(account.token))
      .set('Idempotency-Key', key)
      .send(bookingPayload({ quantity: 9 }));
    expect(res.status).toBe(422);
    expectErrorBody(res.body, MESSAGES.idempotency.keyReused);
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(1);
  });

  it('when another user reuses the same key, then they get their own booking', async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    const key = 'shared-key-across-users';
    const ra = await request(app).post('/api/v1/bookings/').set(bearer(a.token)).set('Idempotency-Key', key).send(bookingPayload());
    const rb = await request(app).post('/api/v1/bookings/').set(bearer(b.token)).set('Idempotency-Key', key).send(bookingPayload());
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(rb.body.data._id).not.toBe(ra.body.data._id);
    expect(rb.body.data.createdBy).toBe(b.user._id);
  });

  it('when the key is too short, then it answers 400', async () => {
    const account = await signUp(app);
    const res = await request(app).post('/api/v1/bookings/').set(bearer(account.token)).set('Idempotency-Key', 'abc').send(bookingPayload());
    expect(res.status).toBe(400);
    expectErrorBody(res.body);
  });
});
