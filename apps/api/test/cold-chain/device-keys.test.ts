import { deviceKeySchema, issuedDeviceKeySchema } from '@meridian/contracts';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DeviceKeyModel } from '../../src/modules/cold-chain/device-keys.model';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { minutesAgo, postReadings, signUpAs, uniqueVehicle } from './cold-chain-kit';

const { app } = buildTestApp();

describe('POST /api/v1/ops/device-keys', () => {
  it('when an operator issues a key, then it is shown once with a visible prefix and only its SHA-256 hash is stored', async () => {
    const ops = await signUpAs(app, 'operator');
    const vehicleId = uniqueVehicle();
    const res = await request(app).post('/api/v1/ops/device-keys').set(bearer(ops.token)).send({ vehicleId, label: 'Reefer probe' });
    expect(res.status).toBe(201);
    const issued = issuedDeviceKeySchema.parse(res.body.data);
    expect(issued.key).toMatch(/^mxd_[A-Za-z0-9_-]{43}$/);
    expect(issued.key.startsWith(issued.prefix)).toBe(true);
    expect(issued).toMatchObject({ vehicleId, label: 'Reefer probe', revokedAt: null, lastUsedAt: null });
    expect(res.headers['cache-control']).toBe('no-store');

    const stored = await DeviceKeyModel.findById(issued._id).lean();
    expect(stored?.hash).toBe(createHash('sha256').update(issued.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(issued.key);

    const list = await request(app).get('/api/v1/ops/device-keys').set(bearer(ops.token));
    expect(list.status).toBe(200);
    const listed = list.body.data.find((k: { _id: string }) => k._id === issued._id);
    expect(deviceKeySchema.parse(listed)).toMatchObject({ prefix: issued.prefix, vehicleId });
    expect(listed).not.toHaveProperty('key');
    expect(listed).not.toHaveProperty('hash');
  });

  it('when two keys are issued, then they differ', async () => {
    const admin = await signUpAs(app, 'admin');
    const a = await request(app).post('/api/v1/ops/device-keys').set(bearer(admin.token)).send({ vehicleId: 'TRK-1' });
    const b = await request(app).post('/api/v1/ops/device-keys').set(bearer(admin.token)).send({ vehicleId: 'TRK-1' });
    expect(a.body.data.key).not.toBe(b.body.data.key);
  });

  it('when a customer or a driver calls the device-key endpoints, then each answers 403 in the envelope and nothing is issued', async () => {
    const customer = await signUp(app);
    const driver = await signUpAs(app, 'driver');
    const before = await DeviceKeyModel.countDocuments();
    for (const token of [customer.token, driver.token]) {
      const create = await request(app).post('/api/v1/ops/device-keys').set(bearer(token)).send({ vehicleId: 'TRK-9' });
      const list = await request(app).get('/api/v1/ops/device-keys').set(bearer(token));
      const revoke = await request(app).delete('/api/v1/ops/device-keys/0123456789abcdef01234567').set(bearer(token));
      for (const res of [create, list, revoke]) {
        expect(res.status).toBe(403);
        expectErrorBody(res.body, 'You do not have permission to do this.');
      }
    }
    expect(await DeviceKeyModel.countDocuments()).toBe(before);
  });

  it('when the body has no vehicle, then it answers 400 naming vehicleId', async () => {
    const ops = await signUpAs(app, 'operator');
    const res = await request(app).post('/api/v1/ops/device-keys').set(bearer(ops.token)).send({ label: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('vehicleId');
  });
});

describe('DELETE /api/v1/ops/device-keys/{id}', () => {
  it('when a key is revoked, then revokedAt is set and its sensor is refused with 401', async () => {
    const ops = await signUpAs(app, 'operator');
    const issued = (await request(app).post('/api/v1/ops/device-keys').set(bearer(ops.token)).send({ vehicleId: uniqueVehicle() })).body.data;
    const before = await postReadings(app, issued.key, [{ at: minutesAgo(1), celsius: 5 }]);
    expect(before.status).toBe(200);

    const res = await request(app).delete(`/api/v1/ops/device-keys/${issued._id}`).set(bearer(ops.token));
    expect(res.status).toBe(200);
    expect(res.body.data.revokedAt).toEqual(expect.any(String));
    expect((await DeviceKeyModel.findById(issued._id).lean())?.revokedAt).toBeInstanceOf(Date);

    const after = await postReadings(app, issued.key, [{ at: minutesAgo(1), celsius: 5 }]);
    expect(after.status).toBe(401);
    expectErrorBody(after.body, 'A valid device key is required (X-Device-Key).');
  });

  it('when the key does not exist, then it answers 404', async () => {
    const ops = await signUpAs(app, 'operator');
    const missing = await request(app).delete('/api/v1/ops/device-keys/0123456789abcdef01234567').set(bearer(ops.token));
    const malformed = await request(app).delete('/api/v1/ops/device-keys/nope').set(bearer(ops.token));
    expect(missing.status).toBe(404);
    expect(malformed.status).toBe(404);
    expectErrorBody(missing.body, 'Device key not found');
  });
});

describe('X-Device-Key', () => {
  it('when the key is missing or unknown, then telemetry answers 401 in the envelope', async () => {
    const missing = await request(app).post('/api/v1/telemetry/readings').send({ readings: [{ at: minutesAgo(1), celsius: 4 }] });
    const unknown = await postReadings(app, 'mxd_notarealkeynotarealkeynotarealkeynotareal12', [{ at: minutesAgo(1), celsius: 4 }]);
    const garbage = await postReadings(app, 'Bearer x', [{ at: minutesAgo(1), celsius: 4 }]);
    for (const res of [missing, unknown, garbage]) {
      expect(res.status).toBe(401);
      expectErrorBody(res.body, 'A valid device key is required (X-Device-Key).');
    }
  });

  it('when a key is used, then lastUsedAt is recorded', async () => {
    const ops = await signUpAs(app, 'operator');
    const issued = (await request(app).post('/api/v1/ops/device-keys').set(bearer(ops.token)).send({ vehicleId: uniqueVehicle() })).body.data;
    await postReadings(app, issued.key, [{ at: minutesAgo(1), celsius: 5 }]);
    expect((await DeviceKeyModel.findById(issued._id).lean())?.lastUsedAt).toBeInstanceOf(Date);
  });
});
