import { BOOKING_IMPORT_COLUMNS, BULK_IMPORT_MESSAGES, COUNTRY_MESSAGES, MESSAGES, PLACE_MESSAGES, type ImportResult } from '@meridian/contracts';
import { stringify } from 'csv-stringify/sync';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { IdempotencyKeyModel } from '../../src/lib/idempotency-keys.model';
import { BookingModel } from '../../src/modules/bookings/bookings.model';
import { UserModel } from '../../src/modules/users/users.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { createApiKey } from '../support/api-keys';
import { importCsv, importRow } from '../support/bulk-import';
import { SIXTY_ONE_SECONDS_AGO } from '../support/idempotency';

const { app } = buildTestApp();
const api = '/api/v1';
let keyCounter = 0;
const newKey = () => `import-key-${Date.now()}-${(keyCounter += 1)}`;

function upload(token: string, file: Buffer, { key, dryRun = false }: { key?: string; dryRun?: boolean } = {}) {
  const req = request(app).post(`${api}/bookings/import${dryRun ? '?dryRun=true' : ''}`).set(bearer(token));
  if (key) req.set('Idempotency-Key', key);
  return req.attach('file', file, { filename: 'bookings.csv', contentType: 'text/csv' });
}

const countFor = (userId: string) => BookingModel.countDocuments({ createdBy: userId });

describe('GET /bookings/import/template.csv (decision 0056)', () => {
  it('when downloaded, then the header is the booking fields dotted, and the example line imports with no error', async () => {
    const admin = await signUp(app);
    const res = await request(app).get(`${api}/bookings/import/template.csv`).set(bearer(admin.token)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, example, ...rest] = parse(res.text) as string[][];
    expect(header).toEqual(
      expect.arrayContaining(['pickupLocation.city', 'pickupLocation.postalCode', 'pickupLocation.country', 'dropoffLocation.postalCode', 'dropoffLocation.country', 'receiverPerson.phone', 'estimatedPickupDate', 'isFragile']),
    );
    expect(rest).toEqual([]);
    expect(example?.[header!.indexOf('estimatedPickupDate')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(example?.[header!.indexOf('isFragile')]).toMatch(/^(true|false)$/);
    const checked = await upload(admin.token, Buffer.from(res.text), { dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ dryRun: true, validCount: 1, errors: [], created: [] });
  });
});

describe('POST /bookings/import', () => {
  it('when 3 good lines and 1 bad are imported, then the 3 are created with their line numbers and the bad one carries the wizard’s message', async () => {
    const admin = await signUp(app);
    const file = importCsv([importRow(), importRow({ 'receiverPerson.email': 'not-an-email' }), importRow({ 'pickupLocation.city': 'Reno' }), importRow({ quantity: '7' })]);
    const res = await upload(admin.token, file, { key: newKey() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = res.body.data as ImportResult;
    expect(result.created.map((c) => c.line)).toEqual([2, 4, 5]);
    expect(result.errors).toEqual([{ line: 3, field: 'receiverPerson.email', message: MESSAGES.booking.createEmailField }]);
    const stored = await BookingModel.find({ createdBy: admin.user._id }).lean();
    expect(stored).toHaveLength(3);
    expect(stored.map((b) => b.trackingNumber).sort()).toEqual(result.created.map((c) => c.trackingNumber).sort());
    expect(stored.every((b) => b.statusHistory[0]?.event === 'created')).toBe(true);
    const list = await request(app).get(`${api}/bookings`).set(bearer(admin.token));
    expect(list.body.data.pagination.totalRecords).toBe(3);
  });

  it('when a dry run is sent, then it reports the same errors and creates nothing, without needing a key', async () => {
    const admin = await signUp(app);
    const file = importCsv([importRow(), importRow({ cargoWeightKg: '0' })]);
    const res = await upload(admin.token, file, { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: true, validCount: 1, created: [], errors: [{ line: 3, field: 'cargoWeightKg', message: 'Weight must be greater than 0' }] });
    expect(await countFor(admin.user._id)).toBe(0);
  });

  it('when the same key and file are sent twice, then the answer is the same and nothing more is created; another file with that key gets 422', async () => {
    const admin = await signUp(app);
    const key = newKey();
    const file = importCsv([importRow(), importRow()]);
    const first = await upload(admin.token, file, { key });
    const second = await upload(admin.token, file, { key });
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data).toEqual(first.body.data);
    expect(await countFor(admin.user._id)).toBe(2);
    const other = await upload(admin.token, importCsv([importRow({ quantity: '9' })]), { key });
    expect(other.status).toBe(422);
    expectErrorBody(other.body, MESSAGES.idempotency.keyReused);
    expect(await countFor(admin.user._id)).toBe(2);
  });

  it('when a process died midway, then a retry after the takeover window finishes the import without duplicating the lines already created', async () => {
    const admin = await signUp(app);
    const key = newKey();
    const file = importCsv([importRow(), importRow(), importRow()]);
    const first = (await upload(admin.token, file, { key })).body.data as ImportResult;
    // As if the process died after inserting lines 2 and 4: line 3 missing, the claim unanswered and past the takeover window.
    await BookingModel.deleteOne({ _id: first.created[1]!.id });
    await IdempotencyKeyModel.updateOne({ scope: 'bookings.import', key }, { $unset: { answer: '', answeredAt: '' }, $set: { claimedAt: SIXTY_ONE_SECONDS_AGO() } });
    const retry = await upload(admin.token, file, { key });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    const result = retry.body.data as ImportResult;
    expect(result.created.map((c) => c.line)).toEqual([2, 3, 4]);
    expect(result.created.map((c) => c.id)).toEqual(first.created.map((c) => c.id));
    expect(result.created[0]?.trackingNumber).toBe(first.created[0]?.trackingNumber);
    expect(await countFor(admin.user._id)).toBe(3);
  });

  it('when the Idempotency-Key is missing, then 400 and nothing is created', async () => {
    const admin = await signUp(app);
    const res = await upload(admin.token, importCsv([importRow()]));
    expect(res.status).toBe(400);
    expectErrorBody(res.body, BULK_IMPORT_MESSAGES.keyRequired);
    expect(await countFor(admin.user._id)).toBe(0);
  });

  it('when the file is over 2 MB, then 413; over 1,000 lines, then 400; not a file, then 400', async () => {
    const admin = await signUp(app);
    const big = Buffer.concat([importCsv([importRow()]), Buffer.alloc(2 * 1024 * 1024, 'a')]);
    const tooBig = await upload(admin.token, big, { key: newKey() });
    expect(tooBig.status).toBe(413);
    expectErrorBody(tooBig.body, BULK_IMPORT_MESSAGES.tooLarge);
    const many = await upload(admin.token, importCsv(Array.from({ length: 1001 }, () => importRow())), { key: newKey() });
    expect(many.status).toBe(400);
    expectErrorBody(many.body, BULK_IMPORT_MESSAGES.tooManyLines);
    const json = await request(app).post(`${api}/bookings/import`).set(bearer(admin.token)).set('Idempotency-Key', newKey()).send({ rows: [] });
    expect(json.status).toBe(400);
    expect(await countFor(admin.user._id)).toBe(0);
  });

  it('when a quoted cell spans lines, then each error names the line its record starts on', async () => {
    const admin = await signUp(app);
    const file = importCsv([importRow({ notes: 'Ring twice\nthen wait\nat gate 3' }), importRow({ 'pickupPerson.phone': '' }), importRow({ notes: 'a\r\nb' }), importRow({ goodsType: 'Gold' })], { recordDelimiter: 'windows' });
    const res = await upload(admin.token, file, { dryRun: true });
    expect(res.status).toBe(200);
    // Line 2 spans 2-4; the next record starts on line 5; line 6 spans 6-7; the bad goods type is on line 8.
    expect(res.body.data.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [5, 'pickupPerson.phone'],
      [8, 'goodsType'],
    ]);
    expect(res.body.data.validCount).toBe(2);
  });

  it('when the file has a BOM, CRLF, an empty line and a formula-looking cell, then the booking is created with the text as it was', async () => {
    const admin = await signUp(app);
    const text = importCsv([importRow({ fullNameOrBusiness: '=cmd|/C calc!A0' })], { bom: true, recordDelimiter: 'windows' }).toString('utf8') + '\r\n';
    const res = await upload(admin.token, Buffer.from(text, 'utf8'), { key: newKey() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.errors).toEqual([]);
    const stored = await BookingModel.findById(res.body.data.created[0].id).lean();
    expect(stored?.fullNameOrBusiness).toBe('=cmd|/C calc!A0');
  });

  it('when lines have no country or a city the country does not have, then each is a line error naming its column, and the good line is placed (decision 0098)', async () => {
    const admin = await signUp(app);
    const file = importCsv([
      importRow({ 'pickupLocation.country': '' }),
      importRow({ 'dropoffLocation.city': 'Eindhoven' }),
      importRow({
        'pickupLocation.city': 'Rotterdam',
        'pickupLocation.state': '',
        'pickupLocation.postalCode': '3072 AP',
        'pickupLocation.country': 'nl',
        // Inside the EU, so the line needs no customs details (decision 0104).
        'dropoffLocation.city': 'Hamburg',
        'dropoffLocation.state': '',
        'dropoffLocation.postalCode': '20457',
        'dropoffLocation.country': 'DE',
      }),
    ]);
    const res = await upload(admin.token, file, { key: newKey() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.errors).toEqual([
      { line: 2, field: 'pickupLocation.country', message: COUNTRY_MESSAGES.required },
      { line: 3, field: 'dropoffLocation.city', message: PLACE_MESSAGES.cityNotFound('US') },
    ]);
    expect(res.body.data.created.map((c: { line: number }) => c.line)).toEqual([4]);
    const [stored] = await BookingModel.find({ createdBy: admin.user._id }).lean();
    expect(stored?.pickupLocation).toMatchObject({ city: 'Rotterdam', country: 'NL', postalCode: '3072 AP', coordinates: { lat: expect.any(Number), lng: expect.any(Number) } });
    expect(stored?.route?.distanceKm).toBeGreaterThan(0);
    expect(stored?.pieces).toHaveLength(3);
  });

  it('when a line crosses a customs border, then it is one line error naming customs and saying where to book it (decision 0104)', async () => {
    const admin = await signUp(app);
    const file = importCsv([
      importRow({ 'dropoffLocation.city': 'Vancouver', 'dropoffLocation.state': 'BC', 'dropoffLocation.postalCode': '', 'dropoffLocation.country': 'CA' }),
      importRow(),
    ]);
    const res = await upload(admin.token, file, { key: newKey() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.errors).toEqual([{ line: 2, field: 'customs', message: BULK_IMPORT_MESSAGES.customsNotInCsv('US', 'CA') }]);
    expect(res.body.data.created.map((c: { line: number }) => c.line)).toEqual([3]);
  });

  it('when a file made from the template before countries is imported, then every line names its missing countries rather than the header failing', async () => {
    const admin = await signUp(app);
    const old = BOOKING_IMPORT_COLUMNS.filter((column) => !/Location\.(country|postalCode)$/.test(column));
    const row = importRow();
    const file = Buffer.from(stringify([old.map((column) => row[column] ?? '')], { header: true, columns: old }));
    const res = await upload(admin.token, file, { dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.data.errors).toEqual([
      { line: 2, field: 'pickupLocation.country', message: COUNTRY_MESSAGES.required },
      { line: 2, field: 'dropoffLocation.country', message: COUNTRY_MESSAGES.required },
    ]);
  });

  it('when the header has an unknown column or misses a required one, then line 1 says so and nothing is created', async () => {
    const admin = await signUp(app);
    const good = importCsv([importRow()]).toString('utf8');
    const renamed = good.replace('goodsType', 'goods');
    const res = await upload(admin.token, Buffer.from(renamed), { key: newKey() });
    expect(res.status).toBe(200);
    expect(res.body.data.errors).toEqual([
      { line: 1, field: 'goods', message: BULK_IMPORT_MESSAGES.unknownColumn('goods') },
      { line: 1, field: 'goodsType', message: BULK_IMPORT_MESSAGES.missingColumn('goodsType') },
    ]);
    expect(await countFor(admin.user._id)).toBe(0);
  });

  it('when cells are hostile (10k characters, not UTF-8, a wrong boolean, a short line), then each answers with a clear message', async () => {
    const admin = await signUp(app);
    const long = await upload(admin.token, importCsv([importRow({ 'pickupLocation.city': 'x'.repeat(10_000) }), importRow({ isFragile: 'yes' })]), { dryRun: true });
    expect(long.body.data.errors).toEqual([
      { line: 2, field: 'pickupLocation.city', message: expect.stringMatching(/City/) },
      { line: 3, field: 'isFragile', message: BULK_IMPORT_MESSAGES.booleanCell },
    ]);
    const latin1 = Buffer.concat([importCsv([importRow()]).subarray(0, -1), Buffer.from([0x2c, 0xe9, 0x0a])]);
    const notUtf8 = await upload(admin.token, latin1, { dryRun: true });
    expect(notUtf8.status).toBe(400);
    expectErrorBody(notUtf8.body, BULK_IMPORT_MESSAGES.notUtf8);
    const short = Buffer.from(`${importCsv([importRow()]).toString('utf8')}truck,Acme\n`);
    const shortRes = await upload(admin.token, short, { dryRun: true });
    expect(shortRes.body.data.errors).toEqual([{ line: 3, field: '_', message: BULK_IMPORT_MESSAGES.wrongCellCount }]);
  });

  it('when a viewer imports, then 403; when an API key with bookings:write imports, then the organization gets the bookings; a read-only key gets 403', async () => {
    const viewer = await signUp(app);
    await UserModel.updateOne({ _id: viewer.user._id }, { $set: { organizationRole: 'viewer' } });
    expect((await upload(viewer.token, importCsv([importRow()]), { key: newKey() })).status).toBe(403);
    const admin = await signUp(app);
    const writer = await createApiKey(app, admin.token, ['bookings:write']);
    const reader = await createApiKey(app, admin.token, ['bookings:read']);
    expect((await upload(reader.key, importCsv([importRow()]), { key: newKey() })).status).toBe(403);
    const res = await upload(writer.key, importCsv([importRow()]), { key: newKey() });
    expect(res.status).toBe(200);
    expect(res.body.data.created).toHaveLength(1);
    expect(await countFor(admin.user._id)).toBe(1);
  });
});
