import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';

const { app } = buildTestApp();

describe('GET /api/v1/openapi.json: shipments', () => {
  it('when fetched, then it lists the move and proof-of-delivery paths with their bodies and answers', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const { paths, components } = res.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/bookings/{id}/events',
        '/bookings/{id}/proof-of-delivery',
        '/bookings/{id}/proof-of-delivery/signature',
        '/bookings/{id}/proof-of-delivery/photo',
        '/bookings/{id}/delivery-attempts/{n}/photo',
      ]),
    );
    const events = paths['/bookings/{id}/events'].post;
    expect(Object.keys(events.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '413', '503']));
    expect(events.responses['413'].description).toBe('Body larger than 6 MB');
    expect(events.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'idempotency-key']));
    expect(components.schemas.ShipmentEvent.oneOf ?? components.schemas.ShipmentEvent.anyOf).toHaveLength(9);
    expect(Object.keys(paths['/bookings/{id}/proof-of-delivery'].get.responses['200'].content)).toEqual(['application/pdf']);
  });
});
