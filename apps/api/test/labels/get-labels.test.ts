import { isValidSscc, trackingPagePath, type Booking } from '@meridian/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys';
import { bearer, buildTestApp, createBooking, expectErrorBody } from '../support/app';
import { decodePdfPages, type DecodedPage } from '../support/label-barcodes';
import { assignedBooking, cast, personWithRole } from '../support/shipments';

const { app, config } = buildTestApp();

const binary = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const labels = (token: string, id: string, format: 'pdf' | 'zpl') => binary(request(app).get(`/api/v1/bookings/${id}/labels.${format}`).set(bearer(token)));

async function decodedPages(bytes: Buffer): Promise<DecodedPage[]> {
  const pages: DecodedPage[] = [];
  for await (const page of decodePdfPages(new Uint8Array(bytes))) pages.push(page);
  return pages;
}

/** The ^XA...^XZ blocks of a ZPL stream. */
const zplBlocks = (zpl: string) => zpl.split(/(?=\^XA)/).filter((block) => block.trim().length > 0);

describe('GET /api/v1/bookings/{id}/labels.pdf', () => {
  it('when the owner books 3 pieces and downloads the labels, then there are three 4 x 6 in pages whose barcodes a decoder reads at 300 dpi', async () => {
    const { customer } = await cast(app);
    const booking = await createBooking(app, customer.token, { quantity: 3 });
    expect(booking.pieces).toHaveLength(3);
    const res = await labels(customer.token, booking._id, 'pdf');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="labels-${booking.trackingNumber}.pdf"`);
    const pages = await decodedPages(res.body as Buffer);
    expect(pages).toHaveLength(3);
    const trackingUrl = `${config.appBaseUrl}${trackingPagePath(booking.trackingNumber)}`;
    pages.forEach((page, i) => {
      const piece = booking.pieces![i]!;
      expect([page.widthPt, page.heightPt]).toEqual([288, 432]);
      const read = (id: string) => page.symbols.filter((s) => s.symbologyIdentifier === id).map((s) => s.text);
      // ]C0 is a plain Code 128, ]C1 one that starts with FNC1 (GS1-128), ]Q1 a QR code.
      expect(read(']C0')).toEqual([booking.trackingNumber]);
      expect(read(']C1')).toEqual([`(00)${piece.sscc}`]);
      expect(isValidSscc(read(']C1')[0]!.slice(4))).toBe(true);
      expect(read(']Q1')).toEqual([trackingUrl]);
      expect(page.symbols).toHaveLength(3);
    });
    expect(new Set(pages.map((page) => page.symbols.find((s) => s.symbologyIdentifier === ']C1')?.text)).size).toBe(3);
  });

  it('when staff or the assigned driver ask, then they get the labels; another organization’s customer or another driver is told the booking does not exist', async () => {
    const people = await cast(app);
    const booking = await assignedBooking(app, people);
    const admin = await personWithRole(app, 'admin');
    for (const token of [people.operator.token, admin.token, people.driver.token]) expect((await labels(token, booking._id, 'pdf')).status).toBe(200);
    const otherCustomer = (await cast(app)).customer;
    const otherDriver = await personWithRole(app, 'driver');
    for (const token of [otherCustomer.token, otherDriver.token]) {
      for (const format of ['pdf', 'zpl'] as const) {
        const res = await request(app).get(`/api/v1/bookings/${booking._id}/labels.${format}`).set(bearer(token));
        expect(res.status).toBe(404);
        expectErrorBody(res.body, 'Booking not found');
      }
    }
    expect((await request(app).get(`/api/v1/bookings/${booking._id}/labels.pdf`)).status).toBe(401);
  });

  it('when an organization API key asks, then documents:read gets the labels and a key without it gets 403', async () => {
    const { customer } = await cast(app);
    const booking: Booking = await createBooking(app, customer.token, { quantity: 2 });
    const reader = await createApiKey(app, customer.token, ['documents:read']);
    const pdf = await labels(reader.key, booking._id, 'pdf');
    expect(pdf.status).toBe(200);
    expect((await decodedPages(pdf.body as Buffer)).length).toBe(2);
    expect((await labels(reader.key, booking._id, 'zpl')).status).toBe(200);
    const bookingsOnly = await createApiKey(app, customer.token, ['bookings:read', 'bookings:write'], 'Booking sync');
    for (const format of ['pdf', 'zpl'] as const) {
      const res = await request(app).get(`/api/v1/bookings/${booking._id}/labels.${format}`).set(bearer(bookingsOnly.key));
      expect(res.status).toBe(403);
      expectErrorBody(res.body, /lacks the documents:read scope/);
    }
  });
});

describe('GET /api/v1/bookings/{id}/labels.zpl', () => {
  it('when the owner downloads the ZPL, then each piece is one 812 x 1218 dot label with its Code 128, GS1-128 and QR fields', async () => {
    const { customer } = await cast(app);
    const booking = await createBooking(app, customer.token, { quantity: 3 });
    const res = await request(app).get(`/api/v1/bookings/${booking._id}/labels.zpl`).set(bearer(customer.token));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/zpl/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="labels-${booking.trackingNumber}.zpl"`);
    const blocks = zplBlocks(res.text);
    expect(blocks).toHaveLength(3);
    const trackingUrl = `${config.appBaseUrl}${trackingPagePath(booking.trackingNumber)}`;
    blocks.forEach((block, i) => {
      const piece = booking.pieces![i]!;
      expect(block.trim().startsWith('^XA')).toBe(true);
      expect(block.trim().endsWith('^XZ')).toBe(true);
      expect(block.match(/\^XA/g)).toHaveLength(1);
      expect(block.match(/\^XZ/g)).toHaveLength(1);
      expect(block).toContain('^PW812');
      expect(block).toContain('^LL1218');
      expect(block).toMatch(new RegExp(`\\^BCN,\\d+,N,N,N,A\\^FD${booking.trackingNumber}\\^FS`));
      // >; starts subset C and >8 is FNC1, so the printer draws a GS1-128 of AI 00 and the SSCC.
      expect(block).toMatch(new RegExp(`\\^BCN,\\d+,N,N,N,N\\^FD>;>800${piece.sscc}\\^FS`));
      expect(block).toContain(`^BQN,2,6^FDMA,${trackingUrl}^FS`);
      expect(block).toContain(`^FD${i + 1} of 3^FS`);
      expect(block).toContain(`^FD(00) ${piece.sscc[0]} ${piece.sscc.slice(1, 8)} ${piece.sscc.slice(8, 17)} ${piece.sscc[17]}^FS`);
    });
  });

  it('when a name carries ZPL commands, then they print as text (hex escapes) and cannot end the label or start another', async () => {
    const { customer } = await cast(app);
    // Short enough to print whole on the receiver's line (a longer name is cut, escapes never split).
    const hostile = 'Eve^XZ^XA^FO0,0^GB812,1218^FS~JA_x';
    const booking = await createBooking(app, customer.token, { quantity: 2, receiverPerson: { name: hostile, phone: '+1 555 000 3333', email: 'eve@dest.test' } });
    expect(booking.receiverPerson.name).toBe(hostile);
    const res = await request(app).get(`/api/v1/bookings/${booking._id}/labels.zpl`).set(bearer(customer.token));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(hostile);
    expect(res.text).not.toContain('~JA');
    const blocks = zplBlocks(res.text);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      expect(block.match(/\^XZ/g)).toHaveLength(1);
      expect(block).not.toContain('^GB812,1218');
      const field = block.split('\n').find((line) => line.includes('Eve'));
      expect(field).toBe('^FO40,266^A0N,38,38^FH^FDEve_5EXZ_5EXA_5EFO0,0_5EGB812,1218_5EFS_7EJA_5Fx^FS');
      const printed = field!.slice(field!.indexOf('^FD') + 3, -3).replace(/_([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(printed).toBe(hostile);
    }
  });
});
