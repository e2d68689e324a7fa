import { bookingSchema, deliveryAttemptPhotoParamsSchema, EVENT_BODY_LIMIT_BYTES, idParamsSchema, pieceScanPhotoParamsSchema, recordedReadingSchema, shipmentEventSchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, json, ok, keySecurity, security, type OpenApiPaths } from '../../lib/openapi-parts';

const file = (contentTypes: string[], description: string) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }])),
});

const proofAccess = fail('Not the owner, staff or the assigned driver (answered like a missing booking), or not delivered yet');
const megabytes = Math.round(EVENT_BODY_LIMIT_BYTES / (1024 * 1024));

export const shipmentsPaths: OpenApiPaths = {
  '/bookings/{id}/events': {
    post: {
      tags: ['shipments'],
      summary: 'Move a shipment one step (operators and admins on any booking, drivers on their assigned jobs)',
      description:
        'The body is discriminated by `type` and carries the booking `version` the caller read (a stale one answers 409). ' +
        '`confirm` on a booking that is neither paid nor invoiced, of a customer without invoice terms, needs an `unpaidReason`, kept in the history (decision 0083). ' +
        '`assign` names a fleet vehicle by id (`/ops/vehicles`). Every move records who, when, note and location in `statusHistory`. `deliver` carries the receiver’s name, a PNG signature ' +
        'and an optional JPEG/PNG/WebP photo as data URLs, checked by their bytes and stored in GridFS, and optional `reservations`. ' +
        '`pickup` may carry the sender’s `senderName` and PNG `senderSignature` (kept like the receiver’s, answered as `proofOfPickup`). ' +
        '`pickup` and `deliver` may carry `pieces: [{ sscc, condition, note?, photo? }]`: each SSCC must be one of the booking’s pieces (else 400 on `pieces.N.sscc`, nothing written); ' +
        'each is appended to that piece’s `scans` (decision 0100). `delivery-failed` (a shipment out for delivery) carries a `reason` ' +
        '(`other` needs a `note`) and an optional photo (kept like the delivery’s); each is appended to `deliveryAttempts`, the shipment ' +
        'waits at `delivery-attempted` for the next `out-for-delivery`, and the third failed attempt returns it to the sender (status `returned`, decision 0108). `reading` appends to the ' +
        `temperature log. Bodies up to ${megabytes} MB. With an \`Idempotency-Key\` header a resend answers the first answer again ` +
        '(header `Idempotent-Replayed: true`) and changes nothing.',
      security,
      requestParams: { path: idParamsSchema, header: z.object({ 'idempotency-key': z.string().min(8).max(255).optional() }) },
      requestBody: json(shipmentEventSchema),
      responses: {
        ...authed,
        '200': ok(bookingSchema, 'The moved booking (or, with a resent Idempotency-Key, the first answer again)'),
        '201': ok(recordedReadingSchema, 'A temperature reading was recorded; `inBand` and `band` say at once whether to act'),
        '400': fail('The body does not match the move’s schema (for `delivery-failed`: a reason not in the list, or `other` without a `note`), a scanned SSCC is not one of the booking’s pieces (`fields["pieces.N.sscc"]`), or (confirm) an unpaid booking without invoice terms has no `unpaidReason` (`fields.unpaidReason` says so)'),
        '403': forbidden,
        '404': fail('Booking not found (also a driver’s booking assigned to someone else)'),
        '409': fail('Illegal move for the booking’s state, stale version, or the same Idempotency-Key still in flight'),
        '422': fail('The Idempotency-Key was used with a different body, or (assign) the vehicle cannot carry the booking: not in the fleet, retired, another mode, not refrigerated for perishable cargo, or below the cargo weight (`fields.vehicleId` says which)'),
        '413': fail(`Body larger than ${megabytes} MB`),
        '503': fail('Temperature readings are not available'),
      },
    },
  },
  '/bookings/{id}/proof-of-delivery': {
    get: {
      tags: ['shipments'],
      summary: 'The proof of delivery as a PDF (the booking’s owner, staff and the assigned driver)',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': file(['application/pdf'], 'PDF download (Content-Disposition: attachment)'), '404': proofAccess, ...authed },
    },
  },
  '/bookings/{id}/proof-of-delivery/signature': {
    get: {
      tags: ['shipments'],
      summary: 'The receiver’s signature (PNG)',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': file(['image/png'], 'The signature image'), '404': proofAccess, ...authed },
    },
  },
  '/bookings/{id}/proof-of-delivery/photo': {
    get: {
      tags: ['shipments'],
      summary: 'The photo taken at delivery, when there is one',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': file(['image/jpeg', 'image/png', 'image/webp'], 'The photo'), '404': proofAccess, ...authed },
    },
  },
  '/bookings/{id}/proof-of-pickup/signature': {
    get: {
      tags: ['shipments'],
      summary: 'The sender’s signature taken at pickup (PNG; the booking’s owner, staff and the assigned driver)',
      security: keySecurity,
      requestParams: { path: idParamsSchema },
      responses: { '200': file(['image/png'], 'The signature image'), '404': fail('Not the owner, staff or the assigned driver (answered like a missing booking), or no sender’s signature yet'), ...authed },
    },
  },
  '/bookings/{id}/pieces/{sscc}/scans/{n}/photo': {
    get: {
      tags: ['shipments'],
      summary: 'The photo taken with a piece’s scan (`n` counts the piece’s `scans` from 0, oldest first; decision 0102)',
      security: keySecurity,
      requestParams: { path: pieceScanPhotoParamsSchema },
      responses: {
        '200': file(['image/jpeg', 'image/png', 'image/webp'], 'The photo'),
        '404': fail('Not the owner, staff or the assigned driver (answered like a missing booking), or that scan has no photo'),
        ...authed,
      },
    },
  },
  '/bookings/{id}/delivery-attempts/{n}/photo': {
    get: {
      tags: ['shipments'],
      summary: 'The photo taken with a failed delivery attempt (`n` counts the booking’s `deliveryAttempts` from 0, oldest first; decision 0108)',
      security: keySecurity,
      requestParams: { path: deliveryAttemptPhotoParamsSchema },
      responses: {
        '200': file(['image/jpeg', 'image/png', 'image/webp'], 'The photo'),
        '404': fail('Not the owner, staff or the assigned driver (answered like a missing booking), or that attempt has no photo'),
        ...authed,
      },
    },
  },
};
