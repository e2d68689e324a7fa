// Claims (issue 51, decision 0105): router (HTTP) -> claims.service (who may, the transitions, the evidence) -> repository.
import {
  CLAIM_MESSAGES,
  claimAttachmentParamsSchema,
  claimDecisionSchema,
  claimListQuerySchema,
  claimMessageSchema,
  claimParamsSchema,
  claimPreviewQuerySchema,
  createClaimSchema,
  withdrawClaimSchema,
  type ClaimDecisionInput,
  type ClaimMessageInput,
  type ClaimPreviewQuery,
  type ClaimStatus,
  type CreateClaimInput,
} from '@meridian/contracts';
import { Router } from 'express';
import { pipeline } from 'node:stream/promises';
import { currentActor, currentNamedActor, requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../bookings/bookings.service';
import {
  addAttachment,
  decideClaim,
  getClaim,
  listClaimQueue,
  listOrganizationClaims,
  openAttachment,
  openClaim,
  postMessage,
  previewClaim,
  reviewClaim,
  withdrawClaim,
  type ClaimsDeps,
} from './claims.service';

const claimId = validate({ params: claimParamsSchema }, { notFound: CLAIM_MESSAGES.notFound });
const idOf = (res: Parameters<typeof valid>[0]) => valid<{ id: string }>(res, 'params').id;
type ListQuery = { status?: ClaimStatus; bookingId?: string; page: number; limit: number };

/** A name shown as typed, safe in a header (same as the company documents' download). */
function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** POST /bookings/{id}/claims and GET /bookings/{id}/claims/preview: mounted under /bookings, before the bookings router. */
export function bookingClaimsRouter({ requireAuth, deps }: { requireAuth: AuthMiddleware; deps: ClaimsDeps }): Router {
  const router = Router();
  const bookingId = validate({ params: claimParamsSchema }, { notFound: BOOKING_NOT_FOUND });
  router.get('/:id/claims/preview', requireAuth, bookingId, validate({ query: claimPreviewQuerySchema }), async (_req, res) => {
    const query = valid<ClaimPreviewQuery>(res, 'query');
    sendData(res, 200, 'Claim terms computed', await previewClaim(deps, idOf(res), query, currentActor(res)));
  });
  router.post('/:id/claims', requireAuth, bookingId, validate({ body: createClaimSchema }), async (_req, res) => {
    const claim = await openClaim(deps, idOf(res), valid<CreateClaimInput>(res, 'body'), currentNamedActor(res));
    sendData(res, 201, 'Claim submitted', claim);
  });
  return router;
}

/** /claims: the organization's claims (staff: all), one claim, its files, thread, review, decision and withdrawal. */
export function claimsRouter({ requireAuth, deps }: { requireAuth: AuthMiddleware; deps: ClaimsDeps }): Router {
  const router = Router();
  // Decision 0056: API keys read claims with documents:read; every write is a signed-in person's.
  const read = requireAuth.orApiKey('documents:read');
  const staff = [requireAuth, requireRole('operator', 'admin')];

  router.get('/', read, validate({ query: claimListQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'Claims fetched successfully', await listOrganizationClaims(valid<ListQuery>(res, 'query'), currentActor(res)));
  });
  router.get('/:id', read, claimId, async (_req, res) => {
    sendData(res, 200, 'Claim fetched successfully', await getClaim(idOf(res), currentActor(res)));
  });
  router.post('/:id/attachments', requireAuth, claimId, async (req, res) => {
    sendData(res, 201, 'File attached', await addAttachment(deps, idOf(res), req, currentNamedActor(res)));
  });
  router.get('/:id/attachments/:attachmentId', read, validate({ params: claimAttachmentParamsSchema }, { notFound: 'Attachment not found' }), async (_req, res) => {
    const params = valid<{ id: string; attachmentId: string }>(res, 'params');
    const { stream, attachment } = await openAttachment(params.id, params.attachmentId, currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', attachment.contentType);
    res.setHeader('Content-Length', String(attachment.size));
    res.setHeader('Content-Disposition', attachmentDisposition(attachment.filename));
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(stream, res);
  });
  router.post('/:id/messages', requireAuth, claimId, validate({ body: claimMessageSchema }), async (_req, res) => {
    sendData(res, 201, 'Message sent', await postMessage(deps, idOf(res), valid<ClaimMessageInput>(res, 'body'), currentNamedActor(res)));
  });
  router.post('/:id/review', ...staff, claimId, async (_req, res) => {
    sendData(res, 200, 'Claim in review', await reviewClaim(deps, idOf(res), currentNamedActor(res)));
  });
  router.post('/:id/decision', ...staff, claimId, validate({ body: claimDecisionSchema }), async (_req, res) => {
    sendData(res, 200, 'Claim decided', await decideClaim(deps, idOf(res), valid<ClaimDecisionInput>(res, 'body'), currentNamedActor(res)));
  });
  router.post('/:id/withdraw', requireAuth, claimId, validate({ body: withdrawClaimSchema }), async (_req, res) => {
    const { reason } = valid<{ reason?: string }>(res, 'body');
    sendData(res, 200, 'Claim withdrawn', await withdrawClaim(deps, idOf(res), reason, currentNamedActor(res)));
  });
  return router;
}

/** GET /ops/claims: the console's queue (operators and admins). */
export function opsClaimsRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.get('/', requireAuth, requireRole('operator', 'admin'), validate({ query: claimListQuerySchema.omit({ bookingId: true }) }), async (_req, res) => {
    sendData(res, 200, 'Claims queue fetched successfully', await listClaimQueue(valid<ListQuery>(res, 'query')));
  });
  return router;
}
