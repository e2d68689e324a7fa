import type { Booking } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MailMessageModel } from '../../src/modules/mail/mail-messages.model';
import { UserModel } from '../../src/modules/users/users.model';
import { WebhookDeliveryModel } from '../../src/modules/webhooks/webhooks.model';
import { createApiKey } from '../support/api-keys';
import { bearer, buildTestApp } from '../support/app';
import { assignedBooking, cast, move, SIGNATURE, type Cast } from '../support/shipments';
import { createWebhookAs } from '../support/webhooks';

// Decision 0105: every step of a claim is e-mailed, notified and sent as a signed webhook; keys read claims with
// documents:read.
const { app } = buildTestApp();

async function deliveredBooking(people: Cast): Promise<Booking> {
  const assigned = await assignedBooking(app, people);
  const picked = await move(app, people.driver.token, assigned, { type: 'pickup' });
  return move(app, people.driver.token, picked, { type: 'deliver', receiverName: 'Rae Receiver', signature: SIGNATURE });
}

const claimDeliveries = (organizationId: string, type: string) => WebhookDeliveryModel.countDocuments({ organizationId, type }).exec();

describe('a claim tells its organization of each step', () => {
  it('when a claim is submitted and then answered by staff, then claim.submitted and claim.updated are queued once each for the subscribed endpoint, and the author is e-mailed', async () => {
    const people = await cast(app);
    const booking = await deliveredBooking(people);
    await createWebhookAs(app, people.customer.token, { url: 'https://hooks.example.com/claims', events: ['claim.submitted', 'claim.updated'] });
    const organizationId = (await UserModel.findById(people.customer.id).lean())!.organizationId;

    const opened = await request(app).post(`/api/v1/bookings/${booking._id}/claims`).set(bearer(people.customer.token)).send({ type: 'damage', description: 'Crushed', amountClaimed: 50 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const claimId = (opened.body.data as { _id: string })._id;
    expect(await claimDeliveries(String(organizationId), 'claim.submitted')).toBe(1);

    const asked = await request(app).post(`/api/v1/claims/${claimId}/messages`).set(bearer(people.operator.token)).send({ body: 'Please send the invoice of the goods.', requestInfo: true });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(await claimDeliveries(String(organizationId), 'claim.updated')).toBe(1);
    expect(await claimDeliveries(String(organizationId), 'claim.submitted')).toBe(1);
    expect(await MailMessageModel.countDocuments({ template: 'claim-update' }).exec()).toBeGreaterThanOrEqual(2);
  });

  it('when an API key reads claims, then documents:read lets it list and read them and bookings:read alone is refused', async () => {
    const people = await cast(app);
    const booking = await deliveredBooking(people);
    const opened = await request(app).post(`/api/v1/bookings/${booking._id}/claims`).set(bearer(people.customer.token)).send({ type: 'delay', description: 'Late', amountClaimed: 20 });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const claimId = (opened.body.data as { _id: string })._id;
    const reader = await createApiKey(app, people.customer.token, ['documents:read']);
    const other = await createApiKey(app, people.customer.token, ['bookings:read']);

    const list = await request(app).get('/api/v1/claims').set(bearer(reader.key));
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect((list.body.data as { claims: { _id: string }[] }).claims.map((claim) => claim._id)).toContain(claimId);
    expect((await request(app).get(`/api/v1/claims/${claimId}`).set(bearer(reader.key))).status).toBe(200);
    expect((await request(app).get('/api/v1/claims').set(bearer(other.key))).status).toBe(403);
  });
});
