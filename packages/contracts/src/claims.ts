import { z } from 'zod';
import { excursionSchema } from './cold-chain';
import { objectIdSchema } from './envelope';
import { proofOfPickupSummarySchema, pieceScanSchema, ssccField } from './piece-scans';
import { optionalText, requiredText } from './text';

// ---- Claims (issue 51): shapes shared by the API, the web and the credit notes ---------------------------------------
// Amounts on the wire are major units with at most two decimals, as everywhere (money.ts); they are cents inside.
// The rules (deadline by convention, liability limit) live in claim-rules.ts beside these shapes.

export const CLAIM_TYPES = ['loss', 'damage', 'shortage', 'delay', 'temperature'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABELS: Record<ClaimType, string> = {
  loss: 'Lost shipment',
  damage: 'Damaged goods',
  shortage: 'Pieces short',
  delay: 'Late delivery',
  temperature: 'Temperature out of range',
};

export const CLAIM_STATUSES = ['submitted', 'in_review', 'info_requested', 'approved', 'approved_partial', 'rejected', 'settled', 'withdrawn'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  info_requested: 'Information requested',
  approved: 'Approved',
  approved_partial: 'Partly approved',
  rejected: 'Rejected',
  settled: 'Settled',
  withdrawn: 'Withdrawn',
};
/** A claim still open: at most one per booking and type. An approved claim stays open until it is settled. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['submitted', 'in_review', 'info_requested', 'approved', 'approved_partial'];

/** What each status may move to: the one table every status change of the API goes through. */
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  submitted: ['in_review', 'info_requested', 'approved', 'approved_partial', 'rejected', 'withdrawn'],
  in_review: ['info_requested', 'approved', 'approved_partial', 'rejected', 'withdrawn'],
  info_requested: ['in_review', 'approved', 'approved_partial', 'rejected', 'withdrawn'],
  approved: ['settled'],
  approved_partial: ['settled'],
  rejected: [],
  settled: [],
  withdrawn: [],
};
export const isOpenClaimStatus = (status: ClaimStatus): boolean => OPEN_CLAIM_STATUSES.includes(status);

/** CL-2026-000042: numbered per year without gaps, like invoices. */
export function formatClaimNumber(year: number, sequence: number): string {
  return `CL-${year}-${String(sequence).padStart(6, '0')}`;
}

/** What a `claim.updated` (and its e-mail and notification) tells happened. */
export type ClaimChange = 'submitted' | 'acknowledged' | 'message' | 'info-requested' | 'answered' | 'decided' | 'withdrawn' | 'settled';

export const CLAIM_OUTCOMES = ['approved', 'approved_partial', 'rejected'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];

export const SETTLEMENT_METHODS = ['refund', 'credit-note'] as const;
export type SettlementMethod = (typeof SETTLEMENT_METHODS)[number];

export const CONVENTIONS = ['cmr', 'montreal', 'hague-visby'] as const;
export type Convention = (typeof CONVENTIONS)[number];

const moneyField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .positive(`${label} must be more than 0`)
    .max(10_000_000, `${label} must be at most 10,000,000`)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label} has at most two decimals`);

// ---- Requests ---------------------------------------------------------------------------------------------------------

export const createClaimSchema = z
  .strictObject({
    type: z.enum(CLAIM_TYPES, { error: `Type must be one of ${CLAIM_TYPES.join(', ')}` }),
    description: requiredText('Description', 4000, 'multi'),
    amountClaimed: moneyField('Amount claimed'),
    pieces: z.array(ssccField).max(1000).optional().meta({ description: "The affected pieces' SSCCs; all of the booking's pieces when left out" }),
  })
  .meta({ id: 'CreateClaimRequest' });
export type CreateClaimInput = z.infer<typeof createClaimSchema>;

export const claimMessageSchema = z
  .strictObject({
    body: requiredText('Message', 4000, 'multi'),
    attachmentIds: z.array(objectIdSchema).max(10).optional().meta({ description: 'Attachments uploaded first with POST /claims/{id}/attachments' }),
    // Staff only: ask the customer for more (status becomes info_requested) rather than just write.
    requestInfo: z.boolean().optional(),
  })
  .meta({ id: 'ClaimMessageRequest' });
export type ClaimMessageInput = z.infer<typeof claimMessageSchema>;

export const claimDecisionSchema = z
  .strictObject({
    outcome: z.enum(CLAIM_OUTCOMES, { error: `Outcome must be one of ${CLAIM_OUTCOMES.join(', ')}` }),
    amount: z.number().finite().min(0).max(10_000_000).optional().meta({ description: 'Major units; required unless rejected' }),
    reason: requiredText('Reason', 2000, 'multi'),
  })
  .refine((decision) => decision.outcome === 'rejected' || decision.amount !== undefined, { message: 'Amount is required', path: ['amount'] })
  .meta({ id: 'ClaimDecisionRequest' });
export type ClaimDecisionInput = z.infer<typeof claimDecisionSchema>;

export const claimSettlementSchema = z
  .strictObject({ method: z.enum(SETTLEMENT_METHODS, { error: `Method must be one of ${SETTLEMENT_METHODS.join(', ')}` }) })
  .meta({ id: 'ClaimSettlementRequest' });
export type ClaimSettlementInput = z.infer<typeof claimSettlementSchema>;

export const claimParamsSchema = z.strictObject({ id: objectIdSchema });
export const claimAttachmentParamsSchema = z.strictObject({ id: objectIdSchema, attachmentId: objectIdSchema });
export const claimListQuerySchema = z.strictObject({
  status: z.enum(CLAIM_STATUSES).optional(),
  bookingId: objectIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
// GET /bookings/{id}/claims/preview: the deadline and the limit before submitting. The holidays behind the road deadline
// live in the API (decision 0105), so the web asks rather than computes.
export const claimPreviewQuerySchema = z.strictObject({
  type: z.enum(CLAIM_TYPES, { error: `Type must be one of ${CLAIM_TYPES.join(', ')}` }),
  pieces: z
    .string()
    .max(25_000)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      const parsed = z.array(ssccField).max(1000).safeParse(value.split(',').map((sscc) => sscc.trim()));
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid pieces' });
        return z.NEVER;
      }
      return parsed.data;
    })
    .meta({ description: "Comma-separated SSCCs of the affected pieces; all of the booking's pieces when left out" }),
});
export type ClaimPreviewQuery = z.infer<typeof claimPreviewQuerySchema>;

export const withdrawClaimSchema = z.strictObject({ reason: optionalText('Reason', 1000, 'multi') });

// ---- Answers ----------------------------------------------------------------------------------------------------------

const claimDeadlineSchema = z
  .object({
    noticeBy: z.string().meta({ description: 'ISO date-time: the last moment notice is in time' }),
    rule: z.string().meta({ description: "The convention's rule, e.g. 'CMR art. 30: 7 days, Sundays and public holidays excepted'" }),
    convention: z.enum(CONVENTIONS),
    earliest: z.string().nullable().optional().meta({ description: 'Loss only: from when a loss may be claimed (30 or 60 days past the agreed date)' }),
  })
  .meta({ id: 'ClaimDeadline' });
export type ClaimDeadline = z.infer<typeof claimDeadlineSchema>;

const claimLiabilitySchema = z
  .object({
    limit: z.number().meta({ description: 'Major units of the quote currency' }),
    currency: z.string(),
    basis: z.string().meta({ description: "How the limit was found, e.g. '8.33 SDR x 120 kg (CMR art. 23)' or 'declared value'" }),
    sdrRate: z.number().meta({ description: 'Quote currency per SDR used' }),
  })
  .meta({ id: 'ClaimLiability' });
export type ClaimLiability = z.infer<typeof claimLiabilitySchema>;

const claimEvidenceSchema = z
  .object({
    frozenAt: z.string(),
    proofOfDelivery: z
      .object({ receiverName: z.string(), deliveredAt: z.string(), place: z.string().optional(), hasPhoto: z.boolean(), reservations: z.string().optional() })
      .nullable(),
    proofOfPickup: proofOfPickupSummarySchema.nullable(),
    pieces: z.array(z.object({ sscc: z.string(), index: z.number().int(), weightKg: z.number(), scans: z.array(pieceScanSchema) })),
    temperature: z
      .object({ digest: z.string().nullable(), excursions: z.array(excursionSchema.omit({ acknowledgement: true })) })
      .nullable()
      .meta({ description: 'Null for a booking without a temperature band' }),
    timeline: z.array(z.object({ status: z.string(), milestone: z.string().optional(), at: z.string(), place: z.string().optional(), note: z.string().optional() })),
  })
  .meta({ id: 'ClaimEvidence' });
export type ClaimEvidence = z.infer<typeof claimEvidenceSchema>;

export const claimAttachmentSchema = z
  .object({ _id: z.string(), filename: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: z.string(), byName: z.string() })
  .meta({ id: 'ClaimAttachment' });
export type ClaimAttachment = z.infer<typeof claimAttachmentSchema>;

const claimThreadMessageSchema = z
  .object({
    _id: z.string(),
    body: z.string(),
    at: z.string(),
    byName: z.string(),
    fromStaff: z.boolean(),
    attachments: z.array(claimAttachmentSchema),
  })
  .meta({ id: 'ClaimMessage' });

const claimDecisionAnswerSchema = z
  .object({ outcome: z.enum(CLAIM_OUTCOMES), amount: z.number(), reason: z.string(), at: z.string(), byName: z.string() })
  .meta({ id: 'ClaimDecision' });

export const claimSettlementAnswerSchema = z
  .object({
    method: z.enum(SETTLEMENT_METHODS),
    amount: z.number(),
    at: z.string(),
    creditNote: z.object({ number: z.string(), amount: z.number() }).nullable(),
    refund: z.object({ amount: z.number(), at: z.string() }).nullable(),
  })
  .meta({ id: 'ClaimSettlement' });
export type ClaimSettlementAnswer = z.infer<typeof claimSettlementAnswerSchema>;

export const claimSchema = z
  .object({
    _id: z.string(),
    number: z.string().meta({ description: 'CL-YYYY-NNNNNN' }),
    bookingId: z.string(),
    trackingNumber: z.string(),
    type: z.enum(CLAIM_TYPES),
    status: z.enum(CLAIM_STATUSES),
    description: z.string(),
    amountClaimed: z.number(),
    currency: z.string(),
    pieces: z.array(z.string()).meta({ description: "The affected pieces' SSCCs" }),
    deadline: claimDeadlineSchema,
    late: z.boolean(),
    liability: claimLiabilitySchema,
    evidence: claimEvidenceSchema,
    attachments: z.array(claimAttachmentSchema).meta({ description: "The customer's photos and documents, and the staff's" }),
    messages: z.array(claimThreadMessageSchema),
    decision: claimDecisionAnswerSchema.nullable(),
    settlement: claimSettlementAnswerSchema.nullable(),
    nextAction: z
      .object({ action: z.enum(['acknowledge', 'decide', 'settle', 'customer']), dueBy: z.string().nullable(), overdue: z.boolean() })
      .nullable()
      .meta({ description: "What the carrier owes next and by when (acknowledge within 1 working day, decide within 30 days); null once closed" }),
    createdAt: z.string(),
    updatedAt: z.string(),
    createdByName: z.string(),
  })
  .meta({ id: 'Claim' });
export type Claim = z.infer<typeof claimSchema>;

export const claimPreviewSchema = z
  .object({ deadline: claimDeadlineSchema, late: z.boolean(), liability: claimLiabilitySchema, pieces: z.array(z.string()) })
  .meta({ id: 'ClaimPreview' });
export type ClaimPreview = z.infer<typeof claimPreviewSchema>;

/** One row of a list: the claim without its evidence and thread. */
export const claimSummarySchema = claimSchema.omit({ evidence: true, messages: true, attachments: true }).meta({ id: 'ClaimSummary' });
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimListSchema = z
  .object({ claims: z.array(claimSummarySchema), page: z.number().int(), totalPages: z.number().int(), totalRecords: z.number().int() })
  .meta({ id: 'ClaimList' });
export type ClaimList = z.infer<typeof claimListSchema>;

export const CLAIM_MESSAGES = {
  notFound: 'Claim not found',
  oneOpenPerType: 'This booking already has an open claim of this type',
  viewersCannotClaim: 'Viewers cannot open or answer claims; ask an admin or booker of your organization',
  notClaimable: 'A claim can be opened once the shipment is delivered, or when it is late',
  lossNotYet: (from: string) => `A shipment counts as lost from ${from}; until then, open a delay claim`,
  pieceNotInBooking: (sscc: string) => `Piece ${sscc} is not part of this shipment`,
  alreadyDecided: 'This claim has already been decided',
  overClaimed: 'The amount approved cannot be more than the amount claimed',
  overLimitNeedsAdmin: "Approving more than the carrier's liability limit needs an admin",
  notSettleable: 'Only an approved claim can be settled',
  alreadySettled: 'This claim has already been settled',
  closed: 'This claim is closed',
} as const;
