import type { AirWaybill, CmrNote, SeaWaybill } from '@meridian/contracts';
import { canonicalJson, isConsignmentNoteVerification, type JsonValue } from '@meridian/contracts';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { binary, pdfText } from '../invoices/pdf-text';
import { bearer, buildTestApp, createBooking } from '../support/app';
import { TEST_CUSTOMS } from '../support/customs';
import { cast } from '../support/shipments';
import { delivered, note, pickedUp, RECEIVER, SENDER, verified, verify } from './documents-kit';

const { app } = buildTestApp();

/** What a verifier does with a note: drop the last signature's digest, canonicalise (RFC 8785), hash. */
function recomputed(sealed: { signatures: { digest: string }[] }): string {
  const signatures = sealed.signatures.map((s, i, all) => (i === all.length - 1 ? { ...s, digest: undefined } : s));
  return createHash('sha256').update(canonicalJson({ ...sealed, signatures } as unknown as JsonValue)).digest('hex');
}

describe('GET /bookings/{id}/consignment-note (decision 0103)', () => {
  it('when the booking goes by road, then the note is a CMR in the OLF eCMR field names with the booking in its boxes', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token);
    const cmr = (await note(app, people.customer.token, booking._id)) as CmrNote;
    expect(cmr).toMatchObject({ type: 'cmr', number: `CMR-${booking.trackingNumber}`, trackingNumber: booking.trackingNumber, signatures: [] });
    const c = cmr.ecmrConsignment;
    expect(c.senderInformation).toMatchObject({ senderNameCompany: 'Acme Imports', senderStreet: '1 Dock St', senderCity: 'Oakland', senderCountryCode: { value: 'US' } });
    expect(c.consigneeInformation).toMatchObject({ consigneeNameCompany: 'Rae Receiver', consigneeStreet: '99 Main St', consigneeCity: 'Denver' });
    expect(c.takingOverTheGoods.takingOverTheGoodsPlace).toBe('Oakland, CA');
    expect(c.deliveryOfTheGoods.logisticsLocationCity).toBe('Denver, CO');
    expect(c.itemList).toHaveLength(3);
    expect(c.itemList.map((i) => i.marksAndNos.logisticsShippingMarksCustomBarcode)).toEqual(booking.pieces!.map((p) => p.sscc));
    expect(c.itemList[0]).toMatchObject({ numberOfPackages: { logisticsPackageItemQuantity: 1 }, natureOfTheGoods: { transportCargoIdentification: 'Electronics' } });
    expect(c.itemList.reduce((n, i) => n + i.grossWeightInKg.supplyChainConsignmentItemGrossWeight, 0)).toBeCloseTo(120.5, 1);
    expect(c.sendersInstructions.transportInstructionsDescription).toContain('Leave at loading bay 4');
    expect(c.signatureOrStampOfTheSender).toEqual({});
  });

  it('when the booking goes by air, then the note is an air waybill naming the route’s airports, pieces and chargeable weight', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token, { vehicleType: 'air' });
    const awb = (await note(app, people.customer.token, booking._id)) as AirWaybill;
    expect(awb).toMatchObject({ type: 'air-waybill', number: `HAWB-${booking.trackingNumber}`, nonNegotiable: true, pieces: 3, grossWeightKg: 120.5 });
    expect(awb.airportOfDeparture.code).toBe(booking.route!.via!.from);
    expect(awb.airportOfDestination.code).toBe(booking.route!.via!.to);
    expect(awb.chargeableWeightKg).toBeGreaterThanOrEqual(120.5);
    expect(awb.handlingInformation).toContain('Fragile');
    expect(awb.declaredValueForCarriage).toBe('NVD');
    expect(awb.pieceList).toHaveLength(3);
  });

  it('when the booking goes by sea, then the note is a non-negotiable sea waybill with its ports, marks and packages', async () => {
    const people = await cast(app);
    const booking = await createBooking(app, people.customer.token, {
      vehicleType: 'sea',
      pickupLocation: { address: '1 Quay', city: 'Rotterdam', country: 'NL' },
      dropoffLocation: { address: '2 Wharf', city: 'New York', state: 'NY', country: 'US' },
      customs: TEST_CUSTOMS,
    });
    const swb = (await note(app, people.customer.token, booking._id)) as SeaWaybill;
    expect(swb).toMatchObject({ type: 'sea-waybill', number: `SWB-${booking.trackingNumber}`, nonNegotiable: true, grossWeightKg: 120.5 });
    expect(swb.portOfLoading.code).toBe(booking.route!.via?.from);
    expect(swb.marksAndNumbers).toHaveLength(3);
    expect(swb.numberAndKindOfPackages).toMatch(/^3 /);
    expect(swb.placeOfDelivery).toContain('New York');
    // A booking that crosses a customs border also lists its commercial invoice among its documents.
    const listed = await request(app).get(`/api/v1/bookings/${booking._id}/documents`).set(bearer(people.customer.token));
    expect(listed.body.data.documents.map((d: { kind: string }) => d.kind)).toContain('commercial-invoice');
  });
});

describe('sealing as it is signed (decision 0103)', () => {
  it('when sender and carrier sign at pickup and the consignee at delivery, then each signature changes the digest and older ones verify as superseded', async () => {
    const people = await cast(app);
    const picked = await pickedUp(app, people);
    const atPickup = (await note(app, people.customer.token, picked._id)) as CmrNote;
    expect(atPickup.signatures.map((s) => s.role)).toEqual(['sender', 'carrier']);
    const sender = atPickup.signatures[0]!;
    expect(sender).toMatchObject({ name: SENDER, place: 'Oakland depot' });
    expect(atPickup.ecmrConsignment.signatureOrStampOfTheSender.senderSignature).toMatchObject({ userName: SENDER });
    const carrier = atPickup.signatures[1]!;
    expect(carrier.digest).not.toBe(sender.digest);
    expect((await verified(app, sender.digest)).superseded).toBe(true);
    expect(carrier).toMatchObject({ name: people.driver.name, place: 'Oakland depot' });
    expect(carrier.digest).toMatch(/^[a-f0-9]{64}$/);
    // The digest is the SHA-256 of the canonical JSON a verifier can rebuild from the note itself.
    expect(recomputed(atPickup)).toBe(atPickup.signatures.at(-1)!.digest);

    await delivered(app, people, picked, 'One carton dented');
    const atDelivery = (await note(app, people.customer.token, picked._id)) as CmrNote;
    const consignee = atDelivery.signatures.at(-1)!;
    expect(consignee).toMatchObject({ role: 'consignee', name: RECEIVER, place: 'Denver dock 2' });
    expect(consignee.digest).not.toBe(carrier.digest);
    expect(atDelivery.ecmrConsignment.goodsReceived.consigneeReservationsObservations).toContain('One carton dented');
    expect(recomputed(atDelivery)).toBe(consignee.digest);

    const older = await verified(app, carrier.digest);
    expect(older).toMatchObject({ type: 'cmr', number: atPickup.number, trackingNumber: picked.trackingNumber, superseded: true });
    expect(older.type !== 'temperature-report' && older.supersededAt).toBeTruthy();
    const latest = await verified(app, consignee.digest);
    expect(latest).toMatchObject({ superseded: false });
    expect(isConsignmentNoteVerification(latest) && latest.signatures.map((s) => s.role)).toEqual(['sender', 'carrier', 'consignee']);
  });

  it('when anyone verifies a digest, then the answer names no person, address or note', async () => {
    const people = await cast(app);
    const picked = await pickedUp(app, people);
    await delivered(app, people, picked, 'Pallet wrap torn');
    const sealed = await note(app, people.customer.token, picked._id);
    const res = await verify(app, sealed.signatures.at(-1)!.digest);
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    for (const secret of [people.driver.name, RECEIVER, 'Acme Imports', 'Pat Pickup', '1 Dock St', '99 Main St', 'Denver dock 2', 'Pallet wrap torn', 'ops@acme.test']) expect(text).not.toContain(secret);
    expect(Object.keys(res.body.data).sort()).toEqual(['issued', 'number', 'signatures', 'superseded', 'trackingNumber', 'type']);
  });

  it('when a digest is unknown or malformed, then 404 in the envelope', async () => {
    expect((await verify(app, 'f'.repeat(64))).status).toBe(404);
    expect((await verify(app, 'not-a-digest')).status).toBe(404);
  });

  it('when the PDF is downloaded after delivery, then it prints the numbered boxes, the three roles’ names and the latest digest', async () => {
    const people = await cast(app);
    const picked = await pickedUp(app, people);
    await delivered(app, people, picked);
    const sealed = await note(app, people.customer.token, picked._id);
    const pdf = await binary(request(app).get(`/api/v1/bookings/${picked._id}/consignment-note.pdf`).set(bearer(people.customer.token)));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.body as Buffer);
    for (const box of ['1 Sender', '2 Consignee', '16 Carrier', '18 Carrier', '22 Signature and stamp of the sender', '23 Signature and stamp of the carrier', '24 Goods received'])
      expect(text).toContain(box);
    expect(text).toContain(`Signed by ${people.driver.name}`);
    expect(text).toContain(`Signed by ${RECEIVER}`);
    expect(text.replace(/\s+/g, '')).toContain(sealed.signatures.at(-1)!.digest);
  });
});
