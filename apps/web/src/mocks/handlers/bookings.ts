import {
  CUSTOMS_MESSAGES,
  MILESTONE_STATUS,
  nextMilestone,
  PIECE_SCAN_MESSAGES,
  placesQuerySchema,
  quoteForShipment,
  shipmentEventSchema,
  toBookingQuote,
  type Booking,
  type CreateBookingInput,
  type Milestone,
  type PaymentRequest,
  type QuoteInput,
  type ShipmentEvent,
  type UpdateBookingInput,
  STALE_BOOKING_MESSAGE,
} from '@meridian/contracts';
import { http } from 'msw';
import { db, nextId } from '../db';
import { makeBooking, makeBookingList } from '../fixtures/booking';
import { makeInvoice } from '../fixtures/invoice';
import { findPlaces, placeCoordinates } from '../fixtures/place';
import { makeQuote } from '../fixtures/quote';
import { makePayment } from '../fixtures/payment';
import { makeTemperatureLog } from '../fixtures/temperature-log';
import { makeBookingDocuments } from '../fixtures/document';
import { api, caller, file, jsonBody, ok, refused, STAFF } from '../respond';

// A customer's bookings and what happens to them: create, edit, cancel, price, pay, rate, move (staff and drivers).

export function findBooking(id: string): Booking | undefined {
  return db.bookings.find((b) => b._id === id || b.trackingNumber === id);
}

function saveBooking(next: Booking): Booking {
  db.bookings = db.bookings.map((b) => (b._id === next._id ? next : b));
  return next;
}

const MOVES: Partial<Record<ShipmentEvent['type'], Milestone>> = {
  confirm: 'confirmed',
  assign: 'assigned',
  pickup: 'picked-up',
  location: 'in-transit',
  'out-for-delivery': 'out-for-delivery',
  deliver: 'delivered',
  cancel: 'cancelled',
};

/** Decision 0100: each scan appended to its piece, as the API does. */
function withScans(booking: Booking, event: ShipmentEvent, at: string, by: { firstName: string }): Booking['pieces'] {
  if ((event.type !== 'pickup' && event.type !== 'deliver') || !event.pieces) return booking.pieces;
  const stage = event.type === 'pickup' ? ('pickup' as const) : ('delivery' as const);
  return booking.pieces?.map((piece) => {
    const scan = event.pieces?.find((s) => s.sscc === piece.sscc);
    if (!scan) return piece;
    return { ...piece, scans: [...(piece.scans ?? []), { stage, condition: scan.condition, ...(scan.note ? { note: scan.note } : {}), hasPhoto: Boolean(scan.photo), at, byName: by.firstName }] };
  });
}

/** The API's 400 for a scanned SSCC that is not one of the booking's pieces. */
function foreignScan(booking: Booking, event: ShipmentEvent) {
  if (event.type !== 'pickup' && event.type !== 'deliver') return undefined;
  const known = new Set(booking.pieces?.map((piece) => piece.sscc));
  const at = (event.pieces ?? []).findIndex((scan) => !known.has(scan.sscc));
  if (at < 0) return undefined;
  const message = PIECE_SCAN_MESSAGES.notThisBooking(event.pieces![at]!.sscc);
  return refused(400, message, { fields: { [`pieces.${at}.sscc`]: message } });
}

/** Decision 0108: the attempt appended as the API does, and the milestone the contracts give (the third returns it). */
function withAttempt(booking: Booking, event: ShipmentEvent, at: string, by: { firstName: string }): Booking['deliveryAttempts'] {
  if (event.type !== 'delivery-failed') return booking.deliveryAttempts;
  const attempt = { at, reason: event.reason, ...(event.note ? { note: event.note } : {}), hasPhoto: Boolean(event.photo), ...(event.location ? { place: event.location.place } : {}), byName: by.firstName };
  return [...(booking.deliveryAttempts ?? []), attempt];
}
const failedMilestone = (booking: Booking) =>
  nextMilestone({ status: booking.status, milestone: booking.milestone, hasDriver: true, failedAttempts: booking.deliveryAttempts?.length ?? 0 }, 'delivery-failed');

function applyEvent(booking: Booking, event: ShipmentEvent, by: { _id: string; firstName: string; role: string }): Booking {
  const milestone = (event.type === 'delivery-failed' ? failedMilestone(booking) : MOVES[event.type]) ?? booking.milestone;
  const at = new Date().toISOString();
  const driver = event.type === 'assign' ? db.accounts.find((a) => a.user._id === event.driverId)?.user : undefined;
  const vehicle = event.type === 'assign' ? db.vehicles.find((v) => v._id === event.vehicleId) : undefined;
  const place = 'location' in event && event.location ? { place: event.location.place ?? 'On the road', at } : booking.currentLocation;
  return makeBooking({
    ...booking,
    milestone,
    status: MILESTONE_STATUS[milestone],
    version: booking.version + 1,
    updatedAt: at,
    currentLocation: place,
    assignment:
      event.type === 'assign'
        ? {
            driverId: event.driverId,
            driverName: driver ? `${driver.firstName} ${driver.lastName}` : 'Driver',
            driverPhone: driver?.phoneNumber ?? '',
            vehicleId: event.vehicleId,
            vehicleType: vehicle?.type ?? booking.vehicleType,
            assignedAt: at,
          }
        : booking.assignment,
    proofOfDelivery:
      event.type === 'deliver'
        ? { receiverName: event.receiverName, deliveredAt: at, hasPhoto: Boolean(event.photo), ...(event.reservations ? { reservations: event.reservations } : {}) }
        : booking.proofOfDelivery,
    proofOfPickup:
      event.type === 'pickup' && event.senderName
        ? { senderName: event.senderName, pickedUpAt: at, hasSignature: Boolean(event.senderSignature) }
        : (booking.proofOfPickup ?? null),
    pieces: withScans(booking, event, at, by),
    deliveryAttempts: withAttempt(booking, event, at, by),
    statusHistory: [{ status: MILESTONE_STATUS[milestone], milestone, event: event.type, at, by: by._id, byName: by.firstName, byRole: by.role }, ...booking.statusHistory],
  });
}

export const bookingHandlers = [
  http.get(api('/bookings/'), ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const mine = db.bookings.filter((b) => user.role !== 'customer' || b.createdBy === user._id);
    const shown = status ? mine.filter((b) => b.status === status) : mine;
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const currentPage = Number(url.searchParams.get('page') ?? 1);
    const list = makeBookingList(mine);
    return ok({
      ...list,
      records: shown.slice((currentPage - 1) * limit, currentPage * limit),
      pagination: { currentPage, totalPages: Math.max(1, Math.ceil(shown.length / limit)), totalRecords: shown.length, limit },
    });
  }),

  http.post(api('/bookings/'), async ({ request }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const input = await jsonBody<CreateBookingInput>(request);
    const created = makeBooking({
      ...input,
      // The API resolves a place the client did not pick from the list (decision 0096); the mock looks in its samples.
      ...(input.pickupLocation ? { pickupLocation: placeCoordinates(input.pickupLocation) } : {}),
      ...(input.dropoffLocation ? { dropoffLocation: placeCoordinates(input.dropoffLocation) } : {}),
      _id: nextId(),
      createdBy: user._id,
      version: 0,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      trackingNumber: `MX${nextId().slice(-11).toUpperCase()}`,
      statusHistory: [],
    } as Partial<Booking>);
    db.bookings = [created, ...db.bookings];
    return ok(created, 'Booking created successfully');
  }),

  http.get(api('/bookings/import/template.csv'), () => file('text/csv', 'vehicleType,fullNameOrBusiness\n')),
  http.post(api('/bookings/import'), ({ request }) => {
    const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
    return ok({ dryRun, validCount: 0, created: [], errors: [{ line: 1, field: '_', message: 'The mock API does not read CSV files' }] });
  }),

  http.patch(api('/bookings/cancel/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    return ok(saveBooking(makeBooking({ ...booking, status: 'cancelled', milestone: 'cancelled', version: booking.version + 1 })), 'Booking cancelled');
  }),

  http.get(api('/bookings/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    return booking ? ok(booking) : refused(404, 'Booking not found');
  }),

  http.patch(api('/bookings/:id'), async ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    const { version, ...changes } = await jsonBody<UpdateBookingInput>(request);
    if (version !== undefined && version !== booking.version) return refused(409, STALE_BOOKING_MESSAGE);
    return ok(saveBooking(makeBooking({ ...booking, ...changes, version: booking.version + 1, updatedAt: new Date().toISOString() })), 'Booking updated');
  }),

  http.post(api('/bookings/:id/rating'), async ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    const { stars, comment } = await jsonBody<{ stars: number; comment?: string }>(request);
    return ok(saveBooking(makeBooking({ ...booking, rating: { stars: stars ?? 5, comment, ratedAt: new Date().toISOString() } })));
  }),

  http.post(api('/quotes'), async ({ request }) => {
    const input = await jsonBody<QuoteInput>(request);
    return ok(
      makeQuote({
        ...input,
        ...(input.pickupLocation ? { pickupLocation: placeCoordinates(input.pickupLocation) } : {}),
        ...(input.dropoffLocation ? { dropoffLocation: placeCoordinates(input.dropoffLocation) } : {}),
      }),
    );
  }),
  http.get(api('/places'), ({ request }) => {
    const parsed = placesQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return refused(400, parsed.error.issues[0]?.message ?? 'Invalid query');
    return ok(findPlaces(parsed.data));
  }),
  http.post(api('/bookings/:id/quote'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    return ok(saveBooking(makeBooking({ ...booking, quote: booking.quote ?? toBookingQuote(quoteForShipment(booking), new Date().toISOString()) })));
  }),

  http.post(api('/bookings/:id/payments'), async ({ request, params }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking?.quote) return refused(409, 'Price the booking before paying');
    const input = await jsonBody<PaymentRequest>(request);
    const paymentId = nextId();
    const invoiceId = nextId();
    const amount = booking.quote.amountDue;
    const byCard = input.method === 'card';
    const payment = makePayment({
      _id: paymentId,
      bookingId: booking._id,
      amount,
      method: input.method ?? 'card',
      status: input.method === 'invoice' ? 'pending' : 'succeeded',
      card: byCard ? { brand: 'visa', last4: input.card?.number.slice(-4) ?? '4242', expMonth: 12, expYear: 2030 } : null,
      createdAt: new Date().toISOString(),
      paidAt: input.method === 'invoice' ? null : new Date().toISOString(),
      invoiceId,
    });
    const invoice = makeInvoice({
      _id: invoiceId,
      invoiceNumber: `INV-2026-${String(db.invoices.length + 1).padStart(6, '0')}`,
      bookingId: booking._id,
      trackingNumber: booking.trackingNumber,
      paymentId,
      status: payment.status === 'succeeded' ? 'paid' : 'unpaid',
      terms: input.method === 'invoice' ? 'net-30' : 'paid',
      billTo: { name: `${user.firstName} ${user.lastName}`, company: user.companyName, address: user.address, email: user.email, phone: user.phoneNumber },
    });
    db.payments = [payment, ...db.payments];
    db.invoices = [invoice, ...db.invoices];
    saveBooking(makeBooking({ ...booking, paymentStatus: payment.status === 'succeeded' ? 'paid' : 'invoiced', invoiceId }));
    return ok(payment);
  }),

  http.post(api('/bookings/:id/events'), async ({ request, params }) => {
    const { user, refusal } = caller(request, [...STAFF, 'driver']);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    const event = await jsonBody<ShipmentEvent>(request);
    if (event.type === 'reading') {
      const reading = { at: event.at ?? new Date().toISOString(), celsius: event.celsius ?? 0, source: 'manual' as const };
      return ok({ reading, inBand: true, band: null, duplicate: false, excursion: null });
    }
    if (event.version !== undefined && event.version !== booking.version) return refused(409, STALE_BOOKING_MESSAGE);
    const parsed = shipmentEventSchema.safeParse(event);
    const foreign = parsed.success ? foreignScan(booking, parsed.data) : undefined;
    if (foreign) return foreign;
    return ok(saveBooking(applyEvent(booking, parsed.success ? parsed.data : (event as ShipmentEvent), user)));
  }),

  http.get(api('/bookings/:id/readings'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    if (request.headers.get('Accept') === 'text/csv') return file('text/csv', 'at,celsius,source\n');
    return ok(db.temperatureLogs.get(String(params.id)) ?? makeTemperatureLog());
  }),
  http.post(api('/bookings/:id/excursions/:excursionId/acknowledgement'), () => refused(404, 'No such excursion')),
  http.get(api('/bookings/:id/temperature-report.pdf'), () => file('application/pdf')),
  // Decision 0104: a booking that carries customs has a commercial invoice; any other answers 404 as the API does.
  http.get(api('/bookings/:id/commercial-invoice.pdf'), ({ params }) =>
    findBooking(String(params.id))?.customs ? file('application/pdf') : refused(404, CUSTOMS_MESSAGES.noCommercialInvoice),
  ),
  http.get(api('/bookings/:id/proof-of-delivery'), () => file('application/pdf')),
  http.get(api('/bookings/:id/documents'), ({ request, params }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking || (user.role === 'driver' && booking.assignment?.driverId !== user._id)) return refused(404, 'Booking not found');
    return ok(makeBookingDocuments(booking, user.role === 'driver'), 'Documents');
  }),
  http.get(api('/bookings/:id/consignment-note.pdf'), () => file('application/pdf')),
  http.get(api('/bookings/:id/labels.pdf'), () => file('application/pdf')),
  http.get(api('/bookings/:id/labels.zpl'), () => file('application/zpl', '^XA\n^XZ\n')),
  http.get(api('/bookings/:id/proof-of-delivery/signature'), () => file('image/png')),
  http.get(api('/bookings/:id/proof-of-delivery/photo'), () => file('image/jpeg')),
  http.get(api('/bookings/:id/proof-of-pickup/signature'), () => file('image/png')),
  http.get(api('/bookings/:id/pieces/:sscc/scans/:n/photo'), () => file('image/jpeg')),
  http.get(api('/bookings/:id/delivery-attempts/:n/photo'), () => file('image/jpeg')),
];
