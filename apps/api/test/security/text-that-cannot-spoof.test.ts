import { MESSAGES, TEXT_MESSAGES, type ImportResult } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, bookingPayload, buildTestApp, createBooking, expectErrorBody, signUp, signUpPayload } from '../support/app';
import { importCsv, importRow } from '../support/bulk-import';
import { TEST_CUSTOMS } from '../support/customs';

// Decision 0082: an outside probe stored NUL, C0 controls and U+202E in bookings, by JSON and CSV alike, and got them
// back in tracking, CSV exports, PDFs and e-mails. Every typed field now refuses them at the edge.
const { app } = buildTestApp();
const api = '/api/v1';
const RLO = '\u202e';
const LRI = '\u2066';
const NUL = '\u0000';

// These places are about text, not geography: their coordinates are sent, so the gazetteer is not asked.
const TEL_AVIV = { lat: 32.08, lng: 34.78 };
const TOKYO = { lat: 35.69, lng: 139.69 };

describe('decision 0082: text that cannot spoof, over JSON', () => {
  it('when a booking carries U+202E in a city and NUL in its notes, then it answers 400 naming both fields and stores nothing', async () => {
    const account = await signUp(app);
    const res = await request(app)
      .post(`${api}/bookings/`)
      .set(bearer(account.token))
      .send(bookingPayload({ pickupLocation: { address: '1 Dock St', city: `Oak${RLO}dnal`, state: 'CA', country: 'US' }, notes: `Leave at bay 4${NUL}then ring` }));
    expect(res.status).toBe(400);
    expectErrorBody(res.body, MESSAGES.booking.createValidation);
    expect(res.body.fields).toEqual({
      'pickupLocation.city': 'City contains a character that is not allowed (control or direction-override character).',
      notes: 'Notes contains a character that is not allowed (control or direction-override character).',
    });
    expect(await BookingModel.countDocuments({ createdBy: account.user._id })).toBe(0);
  });

  it('when a booking is written in other scripts, with emoji and a multi-line note, then it is stored and read back as typed', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token, {
      fullNameOrBusiness: 'شركة النقل السريع',
      pickupPerson: { name: 'דוד כהן', phone: '+972 3 555 0100', email: 'david@example.test' },
      pickupLocation: { address: 'רחוב הרצל 12', city: 'תל אביב', state: 'TA', country: 'IL', coordinates: TEL_AVIV },
      dropoffLocation: { address: '千代田区 1-1', city: '東京都', state: 'Tōkyō', country: 'JP', coordinates: TOKYO },
      customs: TEST_CUSTOMS,
      notes: 'Fragile 📦 👩‍👩‍👧\r\n\tRing twice',
    });
    const stored = await BookingModel.findById(booking._id).lean();
    expect(stored).toMatchObject({
      fullNameOrBusiness: 'شركة النقل السريع',
      pickupPerson: { name: 'דוד כהן' },
      pickupLocation: { address: 'רחוב הרצל 12', city: 'תל אביב' },
      dropoffLocation: { city: '東京都', state: 'Tōkyō' },
      notes: 'Fragile 📦 👩‍👩‍👧\n\tRing twice',
    });
  });

  it('when an edit carries an isolate in an address or a newline in a city, then it answers 400 naming the field and the booking is unchanged', async () => {
    const account = await signUp(app);
    const booking = await createBooking(app, account.token);
    const patch = (body: object) => request(app).patch(`${api}/bookings/${booking._id}`).set(bearer(account.token)).send({ version: 0, ...body });

    const isolate = await patch({ dropoffLocation: { address: `99 Main St${LRI}`, city: 'Denver', state: 'CO', country: 'US' } });
    expect(isolate.status).toBe(400);
    expectErrorBody(isolate.body);
    expect(isolate.body.fields).toEqual({ 'dropoffLocation.address': TEXT_MESSAGES.refusedCharacter('Address') });

    const newline = await patch({ pickupLocation: { address: '1 Dock St', city: 'Oakland\nInvoice paid', state: 'CA', country: 'US' }, notes: `Bay${NUL}` });
    expect(newline.status).toBe(400);
    expect(newline.body.fields).toEqual({ 'pickupLocation.city': 'City must be on one line.', notes: TEXT_MESSAGES.refusedCharacter('Notes') });

    expect(await BookingModel.findById(booking._id).lean()).toMatchObject({
      version: 0,
      pickupLocation: { city: 'Oakland' },
      dropoffLocation: { address: '99 Main St' },
      notes: 'Leave at loading bay 4',
    });
  });

  it('when a sign-up carries a newline in a name and U+202E in the company, then it answers 400 naming both and creates no account', async () => {
    const payload = signUpPayload({ firstName: 'Ada\nAdmin', companyName: `Acme${RLO}dtL` });
    const res = await request(app).post(`${api}/auth/sign-up`).send(payload);
    expect(res.status).toBe(400);
    expectErrorBody(res.body, MESSAGES.signup.validation);
    expect(res.body.fields).toEqual({ firstName: 'First name must be on one line.', companyName: TEXT_MESSAGES.refusedCharacter('Company name') });
    expect(await UserModel.countDocuments({ email: payload.email })).toBe(0);
  });
});

describe('decision 0082: text that cannot spoof, over CSV import', () => {
  it('when one line has U+202E in a city and another NUL in its notes, then each is reported by line and column and only the clean line is created', async () => {
    const admin = await signUp(app);
    const file = importCsv([
      importRow(),
      importRow({ 'dropoffLocation.city': `Den${RLO}revn` }),
      importRow({ notes: `Leave at bay 4${NUL}then ring` }),
    ]);
    const res = await request(app)
      .post(`${api}/bookings/import`)
      .set(bearer(admin.token))
      .set('Idempotency-Key', `spoof-${Date.now()}`)
      .attach('file', file, { filename: 'bookings.csv', contentType: 'text/csv' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.data as ImportResult;
    expect(result.errors).toEqual([
      { line: 3, field: 'dropoffLocation.city', message: TEXT_MESSAGES.refusedCharacter('City') },
      { line: 4, field: 'notes', message: TEXT_MESSAGES.refusedCharacter('Notes') },
    ]);
    expect(result.created.map((c) => c.line)).toEqual([2]);
    const stored = await BookingModel.find({ createdBy: admin.user._id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ dropoffLocation: { city: 'Denver' } });
  });
});
