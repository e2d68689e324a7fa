import { NEWSLETTER_SUCCESS_MESSAGE } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { NewsletterSubscriptionModel } from '../../src/modules/newsletter/newsletter.model';
import { buildTestApp, expectErrorBody } from '../support/app';

const { app } = buildTestApp();

describe('POST /api/v1/newsletter', () => {
  it('when a new address subscribes, then it is stored and answers 201', async () => {
    const res = await request(app).post('/api/v1/newsletter').send({ email: 'Reader@Example.test' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ error: false, message: NEWSLETTER_SUCCESS_MESSAGE });
    expect(await NewsletterSubscriptionModel.countDocuments({ email: 'reader@example.test' })).toBe(1);
  });

  it('when the same address subscribes again in any case, then it answers the same words and stores one row', async () => {
    await request(app).post('/api/v1/newsletter').send({ email: 'twice@example.test' }).expect(201);
    const again = await request(app).post('/api/v1/newsletter').send({ email: 'TWICE@example.test' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(NEWSLETTER_SUCCESS_MESSAGE);
    const racing = await Promise.all(Array.from({ length: 4 }, () => request(app).post('/api/v1/newsletter').send({ email: 'race@example.test' })));
    for (const r of racing) expect([200, 201]).toContain(r.status);
    expect(await NewsletterSubscriptionModel.countDocuments({ email: 'twice@example.test' })).toBe(1);
    expect(await NewsletterSubscriptionModel.countDocuments({ email: 'race@example.test' })).toBe(1);
  });

  it('when the e-mail is malformed or an operator, then it answers 400', async () => {
    for (const email of ['nope', '', { $gt: '' }]) {
      const res = await request(app).post('/api/v1/newsletter').send({ email });
      expect(res.status).toBe(400);
      expectErrorBody(res.body);
    }
  });
});
