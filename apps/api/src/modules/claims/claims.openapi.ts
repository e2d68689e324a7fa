import {
  claimAttachmentParamsSchema,
  claimAttachmentSchema,
  claimDecisionSchema,
  claimListQuerySchema,
  claimListSchema,
  claimMessageSchema,
  claimParamsSchema,
  claimPreviewQuerySchema,
  claimPreviewSchema,
  claimSchema,
  createClaimSchema,
  withdrawClaimSchema,
} from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, forbidden, json, keySecurity, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const missing = fail('Claim not found (or another organization’s)');
const conflictAnswer = (what: string) => fail(what);
const binary = z.string().meta({ format: 'binary' });

export const claimsPaths: OpenApiPaths = {
  '/bookings/{id}/claims': {
    post: {
      tags: ['claims'],
      summary: 'Open a claim on a delivered (or late) booking: an admin or booker of its organization',
      description:
        'Freezes the evidence (proof of delivery with reservations, proof of pickup, the affected pieces’ scans, the temperature report’s digest and excursions, the timeline), computes the notice deadline of the mode’s convention (a late claim is accepted with `late: true`) and the liability limit (decision 0105). One open claim per booking and type.',
      security,
      requestParams: { path: claimParamsSchema },
      requestBody: json(createClaimSchema),
      responses: {
        ...authed,
        '201': ok(claimSchema, 'The claim, submitted'),
        '403': fail('A viewer, or not a customer'),
        '404': fail('Booking not found (or another organization’s)'),
        '409': conflictAnswer('Not delivered or late yet, a loss not yet due, or an open claim of this type already exists'),
      },
    },
  },
  '/bookings/{id}/claims/preview': {
    get: {
      tags: ['claims'],
      summary: 'The deadline and the liability limit a claim of this type would get now, before submitting',
      security,
      requestParams: { path: claimParamsSchema, query: claimPreviewQuerySchema },
      responses: { ...authed, '200': ok(claimPreviewSchema, 'Deadline and limit'), '404': fail('Booking not found (or another organization’s)') },
    },
  },
  '/claims': {
    get: {
      tags: ['claims'],
      summary: 'The organization’s claims, newest first (staff: every claim); API keys with documents:read',
      security: keySecurity,
      requestParams: { query: claimListQuerySchema },
      responses: { ...authed, '200': ok(claimListSchema, 'A page of claims') },
    },
  },
  '/claims/{id}': {
    get: {
      tags: ['claims'],
      summary: 'One claim with its evidence, files, thread, decision, settlement and next due action',
      security: keySecurity,
      requestParams: { path: claimParamsSchema },
      responses: { ...authed, '200': ok(claimSchema, 'The claim'), '404': missing },
    },
  },
  '/claims/{id}/attachments': {
    post: {
      tags: ['claims'],
      summary: 'Attach a photo or document (customer admin or booker, or staff)',
      description: 'multipart/form-data with the field `file`: PDF, JPEG or PNG judged by its first bytes, at most 10 MB; images are checked for their dimensions and re-encoded (the KYC upload rules). Stored in GridFS.',
      security,
      requestParams: { path: claimParamsSchema },
      requestBody: { content: { 'multipart/form-data': { schema: z.object({ file: binary }) } } },
      responses: { ...authed, '201': ok(claimAttachmentSchema, 'The file, attached'), '403': forbidden, '404': missing, '409': fail('The claim is closed'), '413': fail('File larger than 10 MB') },
    },
  },
  '/claims/{id}/attachments/{attachmentId}': {
    get: {
      tags: ['claims'],
      summary: 'Download one of the claim’s files',
      security: keySecurity,
      requestParams: { path: claimAttachmentParamsSchema },
      responses: { ...authed, '200': { description: 'The file as stored', content: { 'application/octet-stream': { schema: binary } } }, '404': missing },
    },
  },
  '/claims/{id}/messages': {
    post: {
      tags: ['claims'],
      summary: 'Write in the claim’s thread; staff may request information (info_requested), the customer’s answer returns it to review',
      security,
      requestParams: { path: claimParamsSchema },
      requestBody: json(claimMessageSchema),
      responses: { ...authed, '201': ok(claimSchema, 'The claim with the message'), '403': forbidden, '404': missing, '409': fail('The claim is closed') },
    },
  },
  '/claims/{id}/review': {
    post: {
      tags: ['claims'],
      summary: 'Acknowledge a submitted claim (operators and admins): in_review',
      security,
      requestParams: { path: claimParamsSchema },
      responses: { ...authed, '200': ok(claimSchema, 'The claim, in review'), '403': forbidden, '404': missing, '409': fail('The claim is closed') },
    },
  },
  '/claims/{id}/decision': {
    post: {
      tags: ['claims'],
      summary: 'Decide a claim once (operators and admins); more than the liability limit needs an admin',
      security,
      requestParams: { path: claimParamsSchema },
      requestBody: json(claimDecisionSchema),
      responses: {
        ...authed,
        '200': ok(claimSchema, 'The claim, decided'),
        '403': fail('Not staff, or above the liability limit without being an admin'),
        '404': missing,
        '409': fail('Already decided, or withdrawn'),
      },
    },
  },
  '/claims/{id}/withdraw': {
    post: {
      tags: ['claims'],
      summary: 'Withdraw a claim not yet decided (customer admin or booker)',
      security,
      requestParams: { path: claimParamsSchema },
      requestBody: json(withdrawClaimSchema),
      responses: { ...authed, '200': ok(claimSchema, 'The claim, withdrawn'), '403': forbidden, '404': missing, '409': fail('Already decided or closed') },
    },
  },
  '/ops/claims': {
    get: {
      tags: ['claims'],
      summary: 'The console’s claims queue (operators and admins): open claims, the next due action first, overdue ones leading',
      security,
      requestParams: { query: claimListQuerySchema.omit({ bookingId: true }) },
      responses: { ...authed, '200': ok(claimListSchema, 'A page of the queue'), '403': forbidden },
    },
  },
};
