import { COUNTRY_MESSAGES, foldPlaceName, placesResponseSchema, type Place } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectErrorBody } from '../support/app';

const { app } = buildTestApp();

async function places(query: Record<string, string>): Promise<Place[]> {
  const res = await request(app).get('/api/v1/places').query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return placesResponseSchema.parse(res.body.data);
}

describe('GET /api/v1/places', () => {
  it('when "sao" is asked in Brazil, then São Paulo comes first with its coordinates, and the rest start with "sao" too', async () => {
    const found = await places({ q: 'sao', country: 'BR' });
    expect(found[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(found[0]!.coordinates.lat).toBeCloseTo(-23.55, 1);
    expect(found[0]!.coordinates.lng).toBeCloseTo(-46.64, 1);
    expect(found.length).toBe(10);
    for (const place of found) expect(foldPlaceName(place.name)).toMatch(/^sao/);
  });

  it('when the prefix differs only in case or accents, then the answer is the same', async () => {
    const plain = await places({ q: 'dusseldorf', country: 'DE' });
    expect(plain[0]).toMatchObject({ name: 'Düsseldorf', country: 'DE' });
    expect(await places({ q: 'DÜSSELDORF', country: 'de' })).toEqual(plain);
    expect((await places({ q: 'SÃO P' }))[0]).toMatchObject({ name: 'São Paulo' });
  });

  it('when no country is given, then the biggest places in the world with that prefix come first, in population order', async () => {
    const found = await places({ q: 'ham' });
    expect(found[0]).toMatchObject({ name: 'Hamburg', country: 'DE' });
    const populations = found.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(new Set(found.map((place) => place.country)).size).toBeGreaterThan(1);
  });

  it('when a country is given, then only its places are answered', async () => {
    const found = await places({ q: 'san', country: 'US' });
    expect(found.length).toBeGreaterThan(0);
    for (const place of found) expect(place.country).toBe('US');
    expect(found[0]).toMatchObject({ name: 'San Antonio', state: 'TX' });
    expect((await places({ q: 'san', country: 'ES' })).every((place) => place.country === 'ES')).toBe(true);
  });

  it('when a limit is given, then at most that many are answered, the same first ones', async () => {
    const ten = await places({ q: 'ber' });
    const three = await places({ q: 'ber', limit: '3' });
    expect(ten).toHaveLength(10);
    expect(three).toEqual(ten.slice(0, 3));
  });

  it('when no place starts with the prefix, then the answer is an empty list', async () => {
    expect(await places({ q: 'zzqx' })).toEqual([]);
  });

  it('when q is missing or the country is not an ISO code or the limit is over 10, then it answers 400 naming the field', async () => {
    const noQ = await request(app).get('/api/v1/places').query({ country: 'NL' });
    expect(noQ.status).toBe(400);
    expectErrorBody(noQ.body);
    expect(Object.keys(noQ.body.fields)).toContain('q');

    const badCountry = await request(app).get('/api/v1/places').query({ q: 'rot', country: 'XX' });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body.fields.country).toBe(COUNTRY_MESSAGES.unknown);

    const tooMany = await request(app).get('/api/v1/places').query({ q: 'rot', limit: '11' });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body.fields)).toContain('limit');
  });

  it('when one client searches too often, then it answers 429 with Retry-After', async () => {
    const limited = buildTestApp({ RATE_LIMIT_PLACES_PER_IP: '2' }).app;
    await request(limited).get('/api/v1/places').query({ q: 'a' }).expect(200);
    await request(limited).get('/api/v1/places').query({ q: 'ab' }).expect(200);
    const res = await request(limited).get('/api/v1/places').query({ q: 'abc' });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expectErrorBody(res.body);
  });

  it('when the OpenAPI document is fetched, then it lists GET /places with its query', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    const parameters = (res.body.paths['/places'].get.parameters as { name: string }[]).map((parameter) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining(['q', 'country', 'limit']));
  });
});
