import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../support/app';

const { app } = buildTestApp();

describe('GET /api/v1/openapi.json: reports and ratings', () => {
  it('when fetched, then it lists the summary, the CSV downloads and the rating call with their parameters and answers', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const { paths, components } = res.body;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/reports/summary', '/reports/{category}.csv', '/bookings/{id}/rating']));
    const csv = paths['/reports/{category}.csv'].get;
    expect(csv.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['category', 'period', 'from', 'to', 'customer']));
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
    expect(Object.keys(paths['/bookings/{id}/rating'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '404', '409']));
    expect(components.schemas.ReportSummary.required).toEqual(expect.arrayContaining(['shipments', 'revenue', 'avgDeliveryDays', 'rating', 'series']));
    expect(components.schemas.RatingInput.properties.stars).toMatchObject({ minimum: 1, maximum: 5 });
  });
});
