import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';

const { app } = buildTestApp();

describe('GET /api/v1/openapi.json', () => {
  it('when fetched, then it is an OpenAPI 3.1 document generated from the contracts with every call', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/sign-up',
        '/auth/login',
        '/auth/forgot-password',
        '/auth/reset-password',
        '/auth/reset-password/check',
        '/tracking/samples',
        '/user/',
        '/bookings/',
        '/bookings/{id}',
        '/bookings/cancel/{id}',
        '/contact',
        '/newsletter',
      ]),
    );
    const schemas = res.body.components.schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Booking', 'CreateBookingRequest', 'UpdateBookingRequest', 'ErrorBody', 'SignUpRequest']));
    expect(schemas.CreateBookingRequest.properties.vehicleType.enum).toEqual(['truck', 'air', 'sea']);
    expect(schemas.UpdateBookingRequest.required).toContain('version');
    expect(schemas.CreateBookingRequest.additionalProperties).toBe(false);
  });
});

describe('GET /api/docs', () => {
  it('when opened, then the interactive reference is served from local assets pointing at our document', async () => {
    const redirect = await request(app).get('/api/docs');
    expect(redirect.status).toBe(301);
    const page = await request(app).get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const init = await request(app).get('/api/docs/swagger-initializer.js');
    expect(init.text).toContain('/api/v1/openapi.json');
    const bundle = await request(app).get('/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });
});
