import {
  SAMPLE_TRACKING_NUMBERS,
  SMS_ALERT_CODE_SENT,
  SMS_ALERT_CODE_WRONG,
  SMS_ALERT_CONFIRMED,
  SMS_PHONE_INVALID,
  smsAlertConfirmSchema,
  smsAlertRequestSchema,
  TRACKING_SUBSCRIPTION_LINK_INVALID,
  type TrackingShipment,
} from '@meridian/contracts';
import { http } from 'msw';
import { db } from '../db';
import { api, caller, ok, refused } from '../respond';
import { makeTrackingShipment } from '../fixtures/tracking';
import { makeSmsAlertResult } from '../fixtures/sms';
import { verificationFor } from '../fixtures/document';
import { findBooking } from './bookings';

/** The owner's part of a tracking answer, as the API adds it for the signed-in owner of the booking. */
function withOwnerPart(shipment: TrackingShipment, request: Request): TrackingShipment {
  if (shipment.owner) return shipment;
  const { user } = caller(request);
  const booking = user && db.bookings.find((b) => b.trackingNumber === shipment.id && b.createdBy === user._id);
  if (!booking) return shipment;
  const owner = { isOwner: true as const, bookingId: booking._id, driverPhone: booking.assignment?.driverPhone ?? null, route: booking.route ?? null, emissions: booking.emissions ?? null };
  return makeTrackingShipment({ ...shipment, owner });
}

// What anyone may ask without signing in (tracking, contact, newsletter, a report's digest), and the driver's jobs.
export const publicHandlers = [
  http.get(api('/tracking/samples'), () => ok({ samples: SAMPLE_TRACKING_NUMBERS.filter((n) => db.tracking.some((t) => t.id === n)) })),
  http.get(api('/tracking/:number'), ({ request, params }) => {
    const shipment = db.tracking.find((t) => t.id === String(params.number).toUpperCase());
    return shipment ? ok(withOwnerPart(shipment, request), 'Shipment found') : refused(404, 'No shipment found with this tracking number.');
  }),
  http.post(api('/tracking/:number/subscriptions'), ({ params }) => ok({ trackingNumber: String(params.number) })),
  // Decision 0111: any number in E.164 gets a code; 123456 turns alerts on.
  http.post(api('/tracking/:number/sms-alerts'), async ({ request, params }) => {
    const parsed = smsAlertRequestSchema.safeParse(await request.json());
    if (!parsed.success) return refused(400, 'Please check the highlighted fields and try again.', { fields: { phone: SMS_PHONE_INVALID } });
    return ok(makeSmsAlertResult({ trackingNumber: String(params.number), phone: parsed.data.phone }), SMS_ALERT_CODE_SENT);
  }),
  http.post(api('/tracking/:number/sms-alerts/confirm'), async ({ request, params }) => {
    const parsed = smsAlertConfirmSchema.safeParse(await request.json());
    if (!parsed.success || parsed.data.code !== '123456') return refused(400, SMS_ALERT_CODE_WRONG, { fields: { code: SMS_ALERT_CODE_WRONG } });
    return ok(makeSmsAlertResult({ trackingNumber: String(params.number), phone: parsed.data.phone, status: 'active' }), SMS_ALERT_CONFIRMED);
  }),
  http.post(api('/tracking-subscriptions/:action'), () => refused(400, TRACKING_SUBSCRIPTION_LINK_INVALID)),
  http.post(api('/contact'), () => ok(null, 'Thank you for your message. We will get back to you shortly.')),
  http.post(api('/newsletter'), () => ok(null, 'Thank you for subscribing!')),
  http.get(api('/documents/:digest'), ({ params }) => {
    const answer = verificationFor(db.bookings, String(params.digest));
    return answer ? ok(answer, 'Document verified') : refused(404, 'Document not found');
  }),

  http.get(api('/driver/jobs'), ({ request }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    return ok({ records: db.bookings.filter((b) => b.assignment?.driverId === user._id && b.status !== 'delivered' && b.status !== 'cancelled') });
  }),
  http.get(api('/driver/jobs/:id'), ({ request, params }) => {
    const { user, refusal } = caller(request, ['driver']);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    return booking?.assignment?.driverId === user._id ? ok(booking) : refused(404, 'Job not found');
  }),
];
