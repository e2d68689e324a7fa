import {
  CLAIM_MESSAGES,
  OPEN_CLAIM_STATUSES,
  claimDecisionSchema,
  claimMessageSchema,
  claimSettlementSchema,
  createClaimSchema,
  claimPreviewQuerySchema,
  type Claim,
  type ClaimAttachment,
  type SessionUser,
} from '@meridian/contracts';
import { http } from 'msw';
import { db, nextId } from '../db';
import { makeClaim, makeClaimList, makeClaimPreview } from '../fixtures/claim';
import { api, caller, file, jsonBody, ok, refused, STAFF } from '../respond';
import { findBooking } from './bookings';

// Claims (issue 51): open, evidence, thread, decision, settlement exactly once, and the console's queue.

const nameOf = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim();
const isStaff = (user: SessionUser) => STAFF.includes(user.role);
const now = () => new Date().toISOString();

function saveClaim(next: Claim): Claim {
  const claim = makeClaim(next);
  db.claims = db.claims.some((c) => c._id === claim._id) ? db.claims.map((c) => (c._id === claim._id ? claim : c)) : [claim, ...db.claims];
  return claim;
}

/** The claim the caller may see: a customer's organization's, or any for staff; otherwise 404, as the API hides it. */
function findClaim(id: string): Claim | undefined {
  return db.claims.find((claim) => claim._id === id);
}

const orderByDue = (a: Claim, b: Claim) =>
  Number(b.nextAction?.overdue ?? false) - Number(a.nextAction?.overdue ?? false) || (a.nextAction?.dueBy ?? '~').localeCompare(b.nextAction?.dueBy ?? '~');

/** A customer of a viewer organization may read but not write (decision 0055). */
const isViewer = () => db.organization?.role === 'viewer';

function attachmentFrom(upload: Blob & { name?: string }, user: SessionUser): ClaimAttachment {
  const attachment = { _id: nextId(), filename: upload.name || 'upload', contentType: upload.type || 'application/octet-stream', size: upload.size, uploadedAt: now(), byName: nameOf(user) };
  db.claimFiles.set(attachment._id, upload);
  return attachment;
}

export const claimHandlers = [
  http.get(api('/claims'), ({ request }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const mine = db.claims.filter((claim) => !status || claim.status === status);
    return ok(makeClaimList(mine, Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('limit') ?? 20)));
  }),
  http.get(api('/ops/claims'), ({ request }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const queue = db.claims.filter((claim) => (status ? claim.status === status : OPEN_CLAIM_STATUSES.includes(claim.status))).sort(orderByDue);
    return ok(makeClaimList(queue, Number(url.searchParams.get('page') ?? 1), Number(url.searchParams.get('limit') ?? 20)));
  }),
  http.get(api('/claims/:id'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const claim = findClaim(String(params.id));
    return claim ? ok(claim) : refused(404, CLAIM_MESSAGES.notFound);
  }),
  http.get(api('/bookings/:id/claims/preview'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    const parsed = claimPreviewQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
    return ok(makeClaimPreview(booking, parsed.data.type, parsed.data.pieces));
  }),
  http.post(api('/bookings/:id/claims'), async ({ request, params }) => {
    const { user, refusal } = caller(request, ['customer']);
    if (refusal) return refusal;
    if (isViewer()) return refused(403, CLAIM_MESSAGES.viewersCannotClaim);
    const booking = findBooking(String(params.id));
    if (!booking) return refused(404, 'Booking not found');
    const parsed = createClaimSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
    const input = parsed.data;
    if (db.claims.some((c) => c.bookingId === booking._id && c.type === input.type && OPEN_CLAIM_STATUSES.includes(c.status))) return refused(409, CLAIM_MESSAGES.oneOpenPerType);
    const pieces = input.pieces ?? (booking.pieces ?? []).map((piece) => piece.sscc);
    const base = makeClaim({}, booking);
    const terms = makeClaimPreview(booking, input.type, pieces);
    const created = saveClaim(
      makeClaim(
        {
          _id: nextId(),
          number: `CL-2026-${String(43 + db.claims.length).padStart(6, '0')}`,
          type: input.type,
          description: input.description,
          amountClaimed: input.amountClaimed,
          pieces,
          deadline: terms.deadline,
          late: terms.late,
          liability: terms.liability,
          evidence: { ...base.evidence, pieces: (booking.pieces ?? []).filter((p) => pieces.includes(p.sscc)).map((p) => ({ sscc: p.sscc, index: p.index, weightKg: p.weightKg, scans: p.scans ?? [] })) },
          createdByName: nameOf(user),
          createdAt: now(),
          updatedAt: now(),
        },
        booking,
      ),
    );
    return ok(created, 'Claim submitted');
  }),
  http.post(api('/claims/:id/attachments'), async ({ request, params }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    const claim = findClaim(String(params.id));
    if (!claim) return refused(404, CLAIM_MESSAGES.notFound);
    const upload = (await request.formData()).get('file');
    // A Blob of the request's own realm (jsdom's File is another class), so checked by what it is, not instanceof.
    if (!upload || typeof upload === 'string') return refused(400, 'Choose a file to upload');
    const attachment = attachmentFrom(upload, user);
    saveClaim({ ...claim, attachments: [...claim.attachments, attachment], updatedAt: now() });
    return ok(attachment, 'File uploaded');
  }),
  http.get(api('/claims/:id/attachments/:attachmentId'), ({ request, params }) => {
    const { refusal } = caller(request);
    if (refusal) return refusal;
    const blob = db.claimFiles.get(String(params.attachmentId));
    return blob ? new Response(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } }) : refused(404, 'File not found');
  }),
  http.post(api('/claims/:id/messages'), async ({ request, params }) => {
    const { user, refusal } = caller(request);
    if (refusal) return refusal;
    if (!isStaff(user) && isViewer()) return refused(403, CLAIM_MESSAGES.viewersCannotClaim);
    const claim = findClaim(String(params.id));
    if (!claim) return refused(404, CLAIM_MESSAGES.notFound);
    const parsed = claimMessageSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
    const ids = parsed.data.attachmentIds ?? [];
    const message = {
      _id: nextId(),
      body: parsed.data.body,
      at: now(),
      byName: nameOf(user),
      fromStaff: isStaff(user),
      attachments: claim.attachments.filter((a) => ids.includes(a._id)),
    };
    const status = isStaff(user) && parsed.data.requestInfo ? 'info_requested' : !isStaff(user) && claim.status === 'info_requested' ? 'in_review' : claim.status;
    return ok(saveClaim({ ...claim, status, messages: [...claim.messages, message], updatedAt: now() }), 'Message sent');
  }),
  http.post(api('/claims/:id/review'), ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const claim = findClaim(String(params.id));
    if (!claim) return refused(404, CLAIM_MESSAGES.notFound);
    if (claim.status !== 'submitted') return refused(409, CLAIM_MESSAGES.closed);
    return ok(saveClaim({ ...claim, status: 'in_review', nextAction: { action: 'decide', dueBy: new Date(Date.now() + 30 * 86_400_000).toISOString(), overdue: false }, updatedAt: now() }), 'Claim in review');
  }),
  http.post(api('/claims/:id/decision'), async ({ request, params }) => {
    const { user, refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const claim = findClaim(String(params.id));
    if (!claim) return refused(404, CLAIM_MESSAGES.notFound);
    if (claim.decision) return refused(409, CLAIM_MESSAGES.alreadyDecided);
    const parsed = claimDecisionSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
    const amount = parsed.data.outcome === 'rejected' ? 0 : (parsed.data.amount ?? 0);
    if (amount > claim.amountClaimed) return refused(400, CLAIM_MESSAGES.overClaimed);
    if (amount > claim.liability.limit && user.role !== 'admin') return refused(403, CLAIM_MESSAGES.overLimitNeedsAdmin);
    const decision = { outcome: parsed.data.outcome, amount, reason: parsed.data.reason, at: now(), byName: nameOf(user) };
    const nextAction = parsed.data.outcome === 'rejected' ? null : { action: 'settle' as const, dueBy: null, overdue: false };
    return ok(saveClaim({ ...claim, status: parsed.data.outcome, decision, nextAction, updatedAt: now() }), 'Decision recorded');
  }),
  http.post(api('/claims/:id/settlement'), async ({ request, params }) => {
    const { refusal } = caller(request, STAFF);
    if (refusal) return refusal;
    const claim = findClaim(String(params.id));
    if (!claim) return refused(404, CLAIM_MESSAGES.notFound);
    if (claim.settlement) return refused(409, CLAIM_MESSAGES.alreadySettled);
    if (!claim.decision || claim.decision.outcome === 'rejected') return refused(409, CLAIM_MESSAGES.notSettleable);
    const parsed = claimSettlementSchema.safeParse(await jsonBody(request));
    if (!parsed.success) return refused(400, parsed.error.issues[0]!.message);
    const amount = claim.decision.amount;
    const at = now();
    const settlement =
      parsed.data.method === 'credit-note'
        ? { method: 'credit-note' as const, amount, at, creditNote: { number: 'CN-2026-000001', amount }, refund: null }
        : { method: 'refund' as const, amount, at, creditNote: null, refund: { amount, at } };
    return ok(saveClaim({ ...claim, status: 'settled', settlement, nextAction: null, updatedAt: at }).settlement, 'Claim settled');
  }),
  http.post(api('/claims/:id/withdraw'), ({ request, params }) => {
    const { refusal } = caller(request, ['customer']);
    if (refusal) return refusal;
    if (isViewer()) return refused(403, CLAIM_MESSAGES.viewersCannotClaim);
    const claim = findClaim(String(params.id));
    if (!claim) return refused(404, CLAIM_MESSAGES.notFound);
    if (!OPEN_CLAIM_STATUSES.includes(claim.status)) return refused(409, CLAIM_MESSAGES.closed);
    return ok(saveClaim({ ...claim, status: 'withdrawn', nextAction: null, updatedAt: now() }), 'Claim withdrawn');
  }),
  http.get(api('/claims/:id/credit-note.pdf'), () => file('application/pdf')),
];
