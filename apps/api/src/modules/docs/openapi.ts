import {
  authResultSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  contactMessageSchema,
  createBookingSchema,
  forgotPasswordSchema,
  idParamsSchema,
  invitedSignUpSchema,
  loginSchema,
  newsletterSubscriptionSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  resetTokenCheckResultSchema,
  resetTokenCheckSchema,
  sessionUserSchema,
  signUpSchema,
  updateBookingSchema,
} from '@meridian/contracts';
import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import { authed, common, fail, json, nullData, ok, keySecurity, security, type OpenApiPaths } from '../../lib/openapi-parts';


/**
 * The OpenAPI 3.1 document, generated from the same zod contracts that validate every request. Each module that adds
 * endpoints keeps its paths in its own `<module>.openapi.ts`; the composition hands them in, so docs imports no module.
 */
export function buildOpenApiDocument(modulePaths: readonly OpenApiPaths[]): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Meridian Express API',
      version: '1.0.0',
      description:
        'Shipment booking API. Every answer is `{ error, message, data }`; failures are `{ error: true, message, msg, fields? }`. ' +
        'Status lifecycle: pending -> confirmed -> in-transit -> delivered; a customer may only cancel (from pending, confirmed or in-transit); forward moves need the operator role.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        // Decision 0056: organization API keys, accepted where a route lists this scheme (within the key's scopes).
        apiKeyAuth: { type: 'http', scheme: 'bearer', description: 'mxk_ keys' },
      },
    },
    paths: {
      '/auth/sign-up': {
        post: {
          tags: ['auth'],
          summary: 'Create an account (with an invitation token in place of company and address, decision 0086)',
          requestBody: json(z.union([signUpSchema, invitedSignUpSchema])),
          responses: {
            '201': ok(authResultSchema, 'Account created'),
            '403': fail('The invitation was sent to another address'),
            '409': fail('An account with this email already exists'),
            ...common,
          },
        },
      },
      '/auth/login': {
        post: {
          tags: ['auth'],
          summary: 'Log in (rememberMe gives a longer-lived token)',
          requestBody: json(loginSchema),
          responses: { '200': ok(authResultSchema, 'Logged in'), '401': fail('Invalid email or password'), ...common },
        },
      },
      '/auth/forgot-password': {
        post: {
          tags: ['auth'],
          summary: 'Send a reset link (answers the same whether or not the e-mail exists)',
          requestBody: json(forgotPasswordSchema),
          responses: { '200': ok(nullData), ...common },
        },
      },
      '/auth/reset-password/check': {
        post: {
          tags: ['auth'],
          summary: 'Whether a reset token can still be used (unused, unexpired, not superseded); does not use it up',
          requestBody: json(resetTokenCheckSchema),
          responses: { '200': ok(resetTokenCheckResultSchema, 'The link works until expiresAt'), '400': fail('This reset link is invalid or has expired'), ...common },
        },
      },
      '/auth/reset-password': {
        post: {
          tags: ['auth'],
          summary: 'Choose a new password with a single-use reset token; signs this client in and ends every other session',
          requestBody: json(resetPasswordSchema),
          responses: { '200': ok(authResultSchema), ...common },
        },
      },
      '/user/': {
        get: {
          tags: ['user'],
          summary: 'The session check: the current user',
          security,
          responses: { '200': ok(z.object({ user: sessionUserSchema })), ...authed },
        },
        patch: {
          tags: ['user'],
          summary: 'Save the editable profile fields',
          security,
          requestBody: json(profileUpdateSchema),
          responses: { '200': ok(z.object({ user: sessionUserSchema })), '409': fail('E-mail taken'), ...authed },
        },
      },
      '/bookings/': {
        post: {
          tags: ['bookings'],
          summary: 'Create a booking (idempotent with an Idempotency-Key header)',
          security: keySecurity,
          requestParams: { header: z.object({ 'idempotency-key': z.string().min(8).max(255).optional() }) },
          requestBody: json(createBookingSchema),
          responses: {
            '201': ok(bookingSchema, 'Created'),
            '200': ok(bookingSchema, 'A retry with the same Idempotency-Key and body: the first booking (header Idempotent-Replayed: true)'),
            '409': fail('The first request with this Idempotency-Key is still being worked on (Retry-After)'),
            '422': fail('The Idempotency-Key was used with a different body'),
            ...authed,
          },
        },
        get: {
          tags: ['bookings'],
          summary: "The caller's bookings, newest first, with counts per status over all of them",
          security: keySecurity,
          requestParams: { query: bookingListQuerySchema },
          responses: { '200': ok(bookingListSchema), ...authed },
        },
      },
      '/bookings/{id}': {
        get: {
          tags: ['bookings'],
          summary: 'One of the caller’s bookings',
          security: keySecurity,
          requestParams: { path: idParamsSchema },
          responses: { '200': ok(bookingSchema), '404': fail('Booking not found (also for another user’s booking)'), ...authed },
        },
        patch: {
          tags: ['bookings'],
          summary: 'Edit a booking (send the version you read; a stale version answers 409)',
          security: keySecurity,
          requestParams: { path: idParamsSchema },
          requestBody: json(updateBookingSchema),
          responses: {
            '200': ok(bookingSchema),
            '404': fail('Booking not found'),
            '409': fail('Stale version, a final booking, or a status move the caller may not make'),
            ...authed,
          },
        },
      },
      '/bookings/cancel/{id}': {
        patch: {
          tags: ['bookings'],
          summary: 'Cancel a booking (irreversible)',
          security: keySecurity,
          requestParams: { path: idParamsSchema },
          responses: { '200': ok(bookingSchema), '404': fail('Booking not found'), '409': fail('Delivered or already cancelled'), ...authed },
        },
      },
      '/contact': {
        post: {
          tags: ['public'],
          summary: 'Send a contact message (stored)',
          requestBody: json(contactMessageSchema),
          responses: { '201': ok(z.object({ id: z.string() })), ...common },
        },
      },
      '/newsletter': {
        post: {
          tags: ['public'],
          summary: 'Subscribe to the newsletter (idempotent per e-mail)',
          requestBody: json(newsletterSubscriptionSchema),
          responses: { '201': ok(nullData, 'Subscribed'), '200': ok(nullData, 'Already subscribed'), ...common },
        },
      },
      '/readyz': {
        get: { tags: ['ops'], summary: 'Database reachable', responses: { '200': ok(z.object({ status: z.string() })), '503': fail('Database down') } },
      },
      '/healthz': {
        get: { tags: ['ops'], summary: 'Process alive', responses: { '200': ok(z.object({ status: z.string() })) } },
      },
      ...Object.assign({}, ...modulePaths),
    },
  });
}
