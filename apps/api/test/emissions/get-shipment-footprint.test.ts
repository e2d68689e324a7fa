import { decimalString, FOOTPRINT_MESSAGES, shipmentFootprintSchema, type Booking, type ShipmentFootprint } from '@meridian/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillPlacesAndPieces } from '../../src/migrations/0009-places-and-pieces';
import { createApiKey } from '../support/api-keys';
import { bearer, buildTestApp, createBooking, expectErrorBody, signUp } from '../support/app';
import { personWithRole } from '../support/shipments';

const { app } = buildTestApp();
const footprint = (id: string, token: string) => request(app).get(`/api/v1/bookings/${id}/shipment-footprint`).set(bearer(token));

let owner: { token: string; id: string };
let booking: Booking;

beforeAll(async () => {
  const account = await signUp(app);
  owner = { token: account.token, id: account.user._id };
  booking = await createBooking(app, owner.token, { cargoLines: [{ type: 'pallet', count: 2, weightKg: 60.25 }], cargoWeightKg: undefined, quantity: undefined });
});

describe('GET /api/v1/bookings/{id}/shipment-footprint (iLEAP, decision 0099)', () => {
  it("when the owner asks, then it answers a ShipmentFootprint whose co2eWTW equals the booking's emissions.co2eWtwKg", async () => {
    expect(booking.emissions, 'the create path stores emissions').toBeTruthy();
    const res = await footprint(booking._id, owner.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = shipmentFootprintSchema.parse(res.body.data) as ShipmentFootprint;
    const [tce] = data.tces;
    expect(data.tces).toHaveLength(1);
    expect(tce!.co2eWTW).toBe(decimalString(booking.emissions!.co2eWtwKg));
    expect(Number(tce!.co2eWTW)).toBe(booking.emissions!.co2eWtwKg);
    expect(Number(tce!.co2eTTW)).toBe(booking.emissions!.co2eTtwKg);
    expect(Number(tce!.transportActivity)).toBe(booking.emissions!.tonneKm);
    expect(data).toMatchObject({ mass: '120.5', numberOfItems: '2', typeOfItems: 'pallet', shipmentId: booking.trackingNumber });
    expect(tce).toMatchObject({
      tceId: `${booking.trackingNumber}-1`,
      shipmentId: booking.trackingNumber,
      tocId: booking.emissions!.factorId,
      mode: 'Road',
      mass: '120.5',
      packagingOrTrEqType: 'Pallet',
      packagingOrTrEqAmount: 2,
      distance: { value: decimalString(booking.route!.distanceKm), unit: 'km', dataSource: 'Simulated' },
      origin: { city: 'Oakland', country: 'US' },
      destination: { city: 'Denver', country: 'US' },
    });
    // Every iLEAP number is a decimal string.
    for (const value of [data.mass, tce!.mass, tce!.distance.value, tce!.transportActivity, tce!.co2eWTW, tce!.co2eTTW]) expect(value).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it("when another organization asks, then 404 as for a missing booking; staff and the organization's API key may read it", async () => {
    const stranger = await signUp(app);
    const res = await footprint(booking._id, stranger.token);
    expect(res.status).toBe(404);
    expectErrorBody(res.body, 'Booking not found');
    expect((await footprint(new mongoose.Types.ObjectId().toString(), owner.token)).status).toBe(404);
    expect((await footprint('not-an-id', owner.token)).status).toBe(404);
    const operator = await personWithRole(app, 'operator');
    expect((await footprint(booking._id, operator.token)).body.data.tces[0].co2eWTW).toBe(decimalString(booking.emissions!.co2eWtwKg));
    const key = await createApiKey(app, owner.token, ['bookings:read']);
    const byKey = await request(app).get(`/api/v1/bookings/${booking._id}/shipment-footprint`).set(bearer(key.key));
    expect(byKey.status).toBe(200);
    expect((await request(app).get(`/api/v1/bookings/${booking._id}/shipment-footprint`)).status).toBe(401);
  });

  it('when an old booking has no route yet (its country unknown), then 409 says to add the country', async () => {
    const old = await createBooking(app, owner.token);
    // As stored before decision 0096, then migrated: a city the gazetteer cannot place without a country is flagged.
    await mongoose.connection.collection('bookings').updateOne(
      { _id: new mongoose.Types.ObjectId(old._id) },
      { $set: { pickupLocation: { address: '1 Sunken Rd', city: 'Atlantis', state: 'Deep' } }, $unset: { route: '', emissions: '' } },
    );
    await backfillPlacesAndPieces();
    const res = await footprint(old._id, owner.token);
    expect(res.status).toBe(409);
    expectErrorBody(res.body, FOOTPRINT_MESSAGES.noEmissions);
  });

  it('when the OpenAPI document is fetched, then it lists the endpoint and the ShipmentFootprint schema', async () => {
    const res = await request(app).get('/api/v1/openapi.json');
    const path = res.body.paths['/bookings/{id}/shipment-footprint'];
    expect(Object.keys(path.get.responses)).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
    expect(res.body.components.schemas.ShipmentFootprint.required).toEqual(expect.arrayContaining(['mass', 'shipmentId', 'tces']));
    expect(res.body.components.schemas.TransportChainElement.required).toEqual(
      expect.arrayContaining(['tceId', 'shipmentId', 'mass', 'distance', 'transportActivity', 'co2eWTW', 'co2eTTW']),
    );
  });
});
