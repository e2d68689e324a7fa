import { quoteForShipment, toBookingQuote } from '@meridian/contracts';
import { emptyDb, type MockAccount, type MockDb } from './db';
import { makeBooking } from './fixtures/booking';
import { makeBookingNeedingCountry, makePlacedBooking, makeScannedBooking } from './fixtures/placed-booking';
import { makeCrossBorderBooking } from './fixtures/cross-border-booking';
import { makeKycSubmission } from './fixtures/company-profile';
import { makeClaim } from './fixtures/claim';
import { makeInvoice } from './fixtures/invoice';
import { makeMailMessage } from './fixtures/mail';
import { makeSmsMessage } from './fixtures/sms';
import { sampleNotifications } from './fixtures/notification';
import { makeAdminOrganization, makeInvitation, makeMember, makeOrganization } from './fixtures/organization';
import { makePayment } from './fixtures/payment';
import { makeLiveTrackingShipment, makeTrackingShipment } from './fixtures/tracking';
import { makeSessionUser } from './fixtures/user';
import { makeDeviceKey, sampleFleet } from './fixtures/vehicle';
import { makeApiKey } from './fixtures/api-key';
import { makeWebhook, makeWebhookDelivery } from './fixtures/webhook';

// What `pnpm dev:mock` starts with: the logins the README lists (one per role) and the demo customer's bookings in
// every status, so each screen has something to show without the API or a database.

const DEMO = '64b7f0c2a1b2c3d4e5f60718';
const ACME = '64b7f0c2a1b2c3d4e5f60719';
const ADMIN = '64b7f0c2a1b2c3d4e5f60720';
const OPS = '64b7f0c2a1b2c3d4e5f60721';
const DRIVER1 = '64b7f0c2a1b2c3d4e5f60001';
const DRIVER2 = '64b7f0c2a1b2c3d4e5f60002';

const account = (password: string, ...args: Parameters<typeof makeSessionUser>): MockAccount => ({ user: makeSessionUser(...args), password });

function accounts(): MockAccount[] {
  return [
    account('Demo!2345', 'customer', { _id: DEMO, firstName: 'Dana', lastName: 'Demo', email: 'demo@meridian.test', companyName: 'Demo Foods', clientCategory: 'Individual', verified: false }),
    account('Acme!2345', 'customer', { _id: ACME, firstName: 'Ada', lastName: 'Acme', email: 'acme@meridian.test', companyName: 'Acme Freight', clientCategory: 'Enterprise' }),
    account('Admin!2345', 'admin', { _id: ADMIN, firstName: 'Avery', lastName: 'Admin', email: 'admin@meridian.test', companyName: 'Meridian Express' }),
    account('Ops!23456', 'operator', { _id: OPS, firstName: 'Olivia', lastName: 'Ops', email: 'ops@meridian.test', companyName: 'Meridian Express' }),
    account('Drive!2345', 'driver', { _id: DRIVER1, firstName: 'Diego', lastName: 'Ramos', email: 'driver1@meridian.test', phoneNumber: '+15550100301', companyName: 'Meridian Express' }),
    account('Drive!2345', 'driver', { _id: DRIVER2, firstName: 'Priya', lastName: 'Shah', email: 'driver2@meridian.test', phoneNumber: '+15550100302', companyName: 'Meridian Express' }),
  ];
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function bookings() {
  const base = { createdBy: DEMO, fullNameOrBusiness: 'Demo Foods', email: 'demo@meridian.test' };
  const assignment = (driverId: string, driverName: string) => ({ driverId, driverName, driverPhone: '+15550100301', vehicleId: 'TRK-101', vehicleType: 'truck' as const, assignedAt: new Date().toISOString() });
  const quoted = (b: ReturnType<typeof makeBooking>) => makeBooking({ ...b, quote: toBookingQuote(quoteForShipment(b), b.createdAt) });
  return [
    makeBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b901', trackingNumber: 'DL-1001', status: 'in-transit', milestone: 'in-transit', estimatedPickupDate: day(-1), estimatedDeliveryDate: day(2), isPerishable: true, tempControlCelsius: 4, goodsType: 'Food', assignment: assignment(DRIVER1, 'Diego Ramos'), currentLocation: { place: 'Wilmington, DE', at: new Date().toISOString() } }),
    makeBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b902', trackingNumber: 'DL-1002', status: 'delivered', milestone: 'delivered', estimatedPickupDate: day(-6), estimatedDeliveryDate: day(-3), paymentStatus: 'paid', invoiceId: '6d0000000000000000000001', proofOfDelivery: { receiverName: 'Rex Receiver', deliveredAt: new Date(Date.now() - 3 * 86_400_000).toISOString(), place: 'Boston, MA', hasPhoto: false } }),
    // Cross-border, three pieces (decision 0096); and an old booking whose pickup city could not be placed.
    makePlacedBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b903', trackingNumber: 'DL-1003', status: 'confirmed', milestone: 'assigned', estimatedPickupDate: day(1), estimatedDeliveryDate: day(4), assignment: assignment(DRIVER1, 'Diego Ramos') }),
    // Delivered with both ends signed and every piece scanned (decision 0100).
    makeScannedBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b908', trackingNumber: 'DL-1008', paymentStatus: 'paid', assignment: assignment(DRIVER1, 'Diego Ramos') }),
    // Leaves the EU (Rotterdam to London), so it carries customs and a commercial invoice (decision 0104).
    makeCrossBorderBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b909', trackingNumber: 'MX5C8D2E6F4GH', status: 'pending', milestone: 'booked', estimatedPickupDate: day(5), estimatedDeliveryDate: day(7) }),
    makeBookingNeedingCountry({ ...base, _id: '665f1c2ab0c4d5e6f7a8b907', trackingNumber: 'MX2B4D6F8H3MF', status: 'pending', milestone: 'booked', createdAt: '2025-03-02T10:00:00.000Z', estimatedPickupDate: day(8), estimatedDeliveryDate: day(11) }),
    quoted(makeBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b904', trackingNumber: 'MX4F7K2P9QZ8T', status: 'pending', milestone: 'booked', estimatedPickupDate: day(3), estimatedDeliveryDate: day(6), vehicleType: 'air', cargoWeightKg: 40 })),
    makeBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b905', trackingNumber: 'MX7K2P9QRT4WC', status: 'cancelled', milestone: 'cancelled', estimatedPickupDate: day(-10), estimatedDeliveryDate: day(-7) }),
    // Decision 0110: out for delivery, so the tracking page and the booking detail show the driver moving on the map.
    makeBooking({ ...base, _id: '665f1c2ab0c4d5e6f7a8b90a', trackingNumber: 'MX0VT4DE71VR9', status: 'in-transit', milestone: 'out-for-delivery', estimatedPickupDate: day(-1), estimatedDeliveryDate: day(0), assignment: assignment(DRIVER1, 'Diego Ramos'), currentLocation: { place: 'Quincy, MA', at: new Date().toISOString() } }),
    // Out for delivery again after one failed attempt (decision 0108): the driver's "Could not deliver" and the attempts card.
    makeBooking({
      ...base,
      _id: '665f1c2ab0c4d5e6f7a8b90b',
      trackingNumber: 'MX3H6J9K2M5PX',
      status: 'in-transit',
      milestone: 'out-for-delivery',
      estimatedPickupDate: day(-2),
      estimatedDeliveryDate: day(0),
      assignment: assignment(DRIVER1, 'Diego Ramos'),
      deliveryAttempts: [{ at: new Date(Date.now() - 86_400_000).toISOString(), reason: 'no-one-home', note: 'Card left in the mailbox', hasPhoto: true, place: 'Boston, MA', byName: 'Diego Ramos' }],
    }),
    makeBooking({ createdBy: ACME, _id: '665f1c2ab0c4d5e6f7a8b906', trackingNumber: 'MX9A3C5E7G1J2', fullNameOrBusiness: 'Acme Freight', status: 'pending', milestone: 'booked', estimatedPickupDate: day(2), estimatedDeliveryDate: day(5) }),
  ];
}

/** Two claims on the delivered demo booking: one waiting on the carrier and overdue, one settled by credit note. */
function claims(all: ReturnType<typeof bookings>) {
  const delivered = all.find((booking) => booking.trackingNumber === 'DL-1002')!;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const open = makeClaim(
    {
      _id: '6e0000000000000000000001',
      createdAt: ago(2),
      updatedAt: ago(1),
      createdByName: 'Dana Demo',
      messages: [
        { _id: '6e0000000000000000000101', body: 'Could you send the commercial invoice for the goods in the damaged piece?', at: ago(1), byName: 'Olivia Ops', fromStaff: true, attachments: [] },
      ],
      status: 'info_requested',
      nextAction: { action: 'acknowledge', dueBy: ago(1), overdue: true },
    },
    delivered,
  );
  const settled = makeClaim(
    {
      _id: '6e0000000000000000000002',
      number: 'CL-2026-000031',
      type: 'delay',
      description: 'Delivered a day after the agreed date; the receiver had to reschedule its staff.',
      amountClaimed: 150,
      status: 'settled',
      createdAt: ago(20),
      updatedAt: ago(10),
      createdByName: 'Dana Demo',
      deadline: { noticeBy: ago(-1), rule: 'CMR art. 30.3: within 21 days of delivery', convention: 'cmr', earliest: null },
      liability: { limit: 312.5, currency: 'USD', basis: 'Freight charge (CMR art. 23.5)', sdrRate: 1.36568 },
      decision: { outcome: 'approved_partial', amount: 100, reason: 'One day late; the freight charge bounds the claim.', at: ago(12), byName: 'Olivia Ops' },
      settlement: { method: 'credit-note', amount: 100, at: ago(10), creditNote: { number: 'CN-2026-000007', amount: 100 }, refund: null },
      nextAction: null,
    },
    delivered,
  );
  return [open, settled];
}

export function demoDb(): MockDb {
  const db = emptyDb();
  db.accounts = accounts();
  db.bookings = bookings();
  db.payments = [makePayment({ bookingId: '665f1c2ab0c4d5e6f7a8b902' })];
  db.claims = claims(db.bookings);
  db.invoices = [makeInvoice({ bookingId: '665f1c2ab0c4d5e6f7a8b902', trackingNumber: 'DL-1002', billTo: { name: 'Dana Demo', company: 'Demo Foods', address: '12 Wharf Road', email: 'demo@meridian.test', phone: '+15550100200' } })];
  db.notifications = sampleNotifications();
  db.organization = makeOrganization({ name: 'Demo Foods', role: 'admin' });
  db.members = [
    makeMember({ id: DEMO, firstName: 'Dana', lastName: 'Demo', email: 'demo@meridian.test', role: 'admin' }),
    makeMember({ id: '64b7f0c2a1b2c3d4e5f60730', firstName: 'Bo', lastName: 'Booker', email: 'bo@demo.test', role: 'booker', joinedAt: '2026-02-01T00:00:00.000Z' }),
  ];
  db.invitations = [makeInvitation({ invitedBy: { id: DEMO, name: 'Dana Demo' } })];
  db.apiKeys = [makeApiKey({ createdBy: DEMO })];
  db.webhooks = [makeWebhook()];
  db.deliveries = [makeWebhookDelivery()];
  db.vehicles = sampleFleet();
  db.deviceKeys = [makeDeviceKey()];
  db.mail = [makeMailMessage()];
  db.sms = [makeSmsMessage(), makeSmsMessage({ _id: '665f1c2b9a1e4c3d2b1a0fa2', to: '+447700900123', status: 'suppressed', attempts: 0, lastError: 'The number opted out (STOP)' })];
  db.kycSubmissions = [makeKycSubmission()];
  db.adminOrganizations = [makeAdminOrganization()];
  db.tracking = [
    makeTrackingShipment(),
    makeTrackingShipment({ id: 'DL-1002', status: 'Delivered', statusCode: 'delivered', milestone: 'delivered', progress: 100, estimatedDelivery: null, currentLocation: null, delivery: { at: new Date(Date.now() - 3 * 86_400_000).toISOString(), place: 'Boston, MA', receivedBy: 'Rex Receiver' } }),
    makeLiveTrackingShipment(),
    makeTrackingShipment({ id: 'DL-1003', status: 'Confirmed', statusCode: 'confirmed', milestone: 'assigned', progress: 20, currentLocation: null }),
  ];
  return db;
}
