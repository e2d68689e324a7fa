import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';

const { app } = buildTestApp();

describe('GET /api/v1/openapi.json: quotes, payments and invoices (decisions 0024, 0025)', () => {
  it('when fetched, then every money path is listed with its body schema and answers, PDFs as application/pdf', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const { paths, components } = res.body;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/quotes',
        '/bookings/{id}/quote',
        '/bookings/{id}/payments',
        '/payments/{id}',
        '/payments/{id}/authenticate',
        '/payments/{id}/receipt',
        '/invoices',
        '/invoices/{id}',
        '/invoices/{id}/pdf',
        '/invoices/{id}/email',
      ]),
    );
    const pay = paths['/bookings/{id}/payments'].post;
    expect(Object.keys(pay.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '402', '403', '404', '409', '422', '502']));
    expect(pay.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'idempotency-key']));
    expect(pay.description).toContain('4000002760003184');
    expect(components.schemas).toHaveProperty('PaymentRequest');
    expect(components.schemas).toHaveProperty('Invoice');
    expect(components.schemas).toHaveProperty('QuoteInput');
    expect(Object.keys(paths['/invoices/{id}/pdf'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(paths['/payments/{id}/receipt'].get.responses['200'].content)).toEqual(['application/pdf']);
    expect(Object.keys(paths['/bookings/{id}/quote'].post.responses)).toEqual(expect.arrayContaining(['200', '201', '404', '409']));
  });
});
