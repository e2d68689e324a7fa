import { CUSTOMS_MESSAGES, MESSAGES } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { bearer, bookingPayload, buildTestApp, createBooking, signUp } from '../support/app';
import { CUSTOMS, HAMBURG, LONDON, ROTTERDAM, toLondon } from './customs-kit';

const { app } = buildTestApp();
const api = '/api/v1';
const post = (token: string, overrides: Record<string, unknown>) => request(app).post(`${api}/bookings`).set(bearer(token)).send(bookingPayload(overrides));

describe('POST /bookings with customs (decision 0104)', () => {
  it('when Rotterdam ships to London without customs, then 400 names customs and each field it must carry, and nothing is stored', async () => {
    const { token, user } = await signUp(app);
    const res = await post(token, toLondon({ customs: undefined }));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(MESSAGES.booking.createValidation);
    expect(res.body.fields).toEqual({
      customs: CUSTOMS_MESSAGES.required('NL', 'GB'),
      'customs.incoterm': CUSTOMS_MESSAGES.incoterm,
      'customs.reasonForExport': CUSTOMS_MESSAGES.reason,
      'customs.exporterEori': CUSTOMS_MESSAGES.eoriRequired,
      'customs.lines': CUSTOMS_MESSAGES.noLines,
    });
    expect(await BookingModel.countDocuments({ createdBy: user._id })).toBe(0);
  });

  it('when a line misses its HS code and another has a 5-digit one, then 400 names customs.lines.0.hsCode and customs.lines.1.hsCode', async () => {
    const { token } = await signUp(app);
    const { hsCode: _missing, ...first } = CUSTOMS.lines[0]!;
    const res = await post(token, toLondon({ customs: { ...CUSTOMS, lines: [first, { ...CUSTOMS.lines[1], hsCode: '85013' }] } }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'customs.lines.0.hsCode': 'HS code is required', 'customs.lines.1.hsCode': CUSTOMS_MESSAGES.hsCode });
  });

  it('when London ships to Rotterdam without an EORI, then the booking is made: only an export from the EU needs one', async () => {
    const { token } = await signUp(app);
    const { exporterEori: _eori, ...noEori } = CUSTOMS;
    const leaving = await post(token, toLondon({ customs: noEori }));
    expect(leaving.status).toBe(400);
    expect(leaving.body.fields).toEqual({ 'customs.exporterEori': CUSTOMS_MESSAGES.eoriRequired });
    const booking = await createBooking(app, token, toLondon({ pickupLocation: LONDON, dropoffLocation: ROTTERDAM, customs: noEori }));
    expect(booking.customs).toEqual(noEori);
  });

  it('when Rotterdam ships to London with customs, then the booking answers them in major units and stores cents', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    expect(booking.customs).toEqual(CUSTOMS);
    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored?.customs?.lines.map((l) => l.unitValueCents)).toEqual([3450, 125050]);
    const read = await request(app).get(`${api}/bookings/${booking._id}`).set(bearer(token));
    expect(read.body.data.customs).toEqual(CUSTOMS);
  });

  it('when Rotterdam ships to Hamburg, then no customs are needed, and any sent are dropped', async () => {
    const { token } = await signUp(app);
    const plain = await createBooking(app, token, { pickupLocation: ROTTERDAM, dropoffLocation: HAMBURG });
    expect(plain.customs).toBeNull();
    const sent = await createBooking(app, token, { pickupLocation: ROTTERDAM, dropoffLocation: HAMBURG, customs: CUSTOMS, cargoWeightKg: 40 });
    expect(sent.customs).toBeNull();
    expect((await BookingModel.findById(sent._id).lean())?.customs).toBeUndefined();
  });

  it('when Seattle ships to Vancouver without customs, then 400 names customs but not the EORI', async () => {
    const { token } = await signUp(app);
    const res = await post(token, { dropoffLocation: { address: '2 Quay', city: 'Vancouver', state: 'BC', country: 'CA' } });
    expect(res.status).toBe(400);
    expect(res.body.fields.customs).toBe(CUSTOMS_MESSAGES.required('US', 'CA'));
    expect(res.body.fields['customs.exporterEori']).toBeUndefined();
  });
});

describe('PATCH /bookings/{id} with customs (decision 0104)', () => {
  const patch = (token: string, id: string, body: Record<string, unknown>) => request(app).patch(`${api}/bookings/${id}`).set(bearer(token)).send(body);

  it('when the drop-off moves from Hamburg to London without customs, then 400 names customs; with them, they are stored', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, { pickupLocation: ROTTERDAM, dropoffLocation: HAMBURG, cargoWeightKg: 40 });
    const refused = await patch(token, booking._id, { version: booking.version, dropoffLocation: LONDON });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.customs).toBe(CUSTOMS_MESSAGES.required('NL', 'GB'));
    const moved = await patch(token, booking._id, { version: booking.version, dropoffLocation: LONDON, customs: CUSTOMS });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.customs).toEqual(CUSTOMS);
  });

  it('when the customs are edited, then the new lines are kept; when the drop-off moves back into the EU, they are removed', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    const edited = await patch(token, booking._id, { version: booking.version, customs: { ...CUSTOMS, incoterm: 'DDP', lines: [CUSTOMS.lines[0]] } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.customs).toMatchObject({ incoterm: 'DDP', lines: [CUSTOMS.lines[0]] });
    const noEori = await patch(token, booking._id, { version: edited.body.data.version, customs: { ...CUSTOMS, exporterEori: undefined } });
    expect(noEori.status).toBe(400);
    expect(noEori.body.fields).toEqual({ 'customs.exporterEori': CUSTOMS_MESSAGES.eoriRequired });
    const back = await patch(token, booking._id, { version: edited.body.data.version, dropoffLocation: HAMBURG });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data.customs).toBeNull();
    expect((await BookingModel.findById(booking._id).lean())?.customs).toBeUndefined();
  });

  it('when an old cross-border booking without customs is given them, then a partial set is 400 per field, a whole one is stored and its invoice is issued', async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    // As a booking made before decision 0104: across the border, no customs.
    await BookingModel.updateOne({ _id: booking._id }, { $unset: { customs: 1 } });
    const noted = await patch(token, booking._id, { version: booking.version, notes: 'Gate 3' });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const { hsCode: _hsCode, ...lineWithoutCode } = CUSTOMS.lines[0]!;
    const partial = await patch(token, booking._id, { version: noted.body.data.version, customs: { ...CUSTOMS, lines: [lineWithoutCode] } });
    expect(partial.status).toBe(400);
    expect(partial.body.fields).toEqual({ 'customs.lines.0.hsCode': 'HS code is required' });
    const added = await patch(token, booking._id, { version: noted.body.data.version, customs: CUSTOMS });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.customs).toEqual(CUSTOMS);
    const invoice = await request(app).get(`${api}/bookings/${booking._id}/commercial-invoice`).set(bearer(token));
    expect(invoice.status).toBe(200);
    expect(invoice.body.data.invoice.lines).toHaveLength(2);
  });

  it("when the weight is cut below the lines' net weight, then 400 names customs.lines", async () => {
    const { token } = await signUp(app);
    const booking = await createBooking(app, token, toLondon());
    const res = await patch(token, booking._id, { version: booking.version, cargoWeightKg: 20 });
    expect(res.status).toBe(400);
    expect(res.body.fields['customs.lines']).toBe(CUSTOMS_MESSAGES.netWeightAboveGross(23.95, 20));
  });
});
