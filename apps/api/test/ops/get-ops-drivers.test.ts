import { driverListSchema } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, expectErrorBody, signUp } from '../support/app';
import { signUpAs } from '../support/staff';

const { app } = buildTestApp();

describe('GET /api/v1/ops/drivers', () => {
  it('when an operator asks, then it answers the driver users only, by first name', async () => {
    const zed = await signUpAs(app, 'driver', { firstName: 'Zed', lastName: 'Driver' });
    const amy = await signUpAs(app, 'driver', { firstName: 'Amy', lastName: 'Driver' });
    await signUpAs(app, 'operator');
    await signUp(app);
    const operator = await signUpAs(app, 'operator');
    const res = await request(app).get('/api/v1/ops/drivers').set(bearer(operator.token));
    expect(res.status).toBe(200);
    const { records } = driverListSchema.parse(res.body.data);
    expect(records.map((d) => d._id)).toEqual([amy.user._id, zed.user._id]);
    expect(records[0]).toEqual({ _id: amy.user._id, firstName: 'Amy', lastName: 'Driver', email: amy.user.email, phoneNumber: '+1 555 123 4567', role: 'driver' });
    expect(res.body.data.records[0]).not.toHaveProperty('passwordHash');
  });

  it('when a customer or a driver asks, then it answers 403', async () => {
    for (const token of [(await signUp(app)).token, (await signUpAs(app, 'driver')).token]) {
      const res = await request(app).get('/api/v1/ops/drivers').set(bearer(token));
      expect(res.status).toBe(403);
      expectErrorBody(res.body, 'You do not have permission to do this.');
    }
  });
});
