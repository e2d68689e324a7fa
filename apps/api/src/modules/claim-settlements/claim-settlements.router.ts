// Claim settlement (decision 0106): POST /claims/{id}/settlement by staff, and the credit note's PDF.
import { CLAIM_MESSAGES, claimParamsSchema, claimSettlementSchema, SETTLEMENT_MESSAGES, type ClaimSettlementInput } from '@meridian/contracts';
import { Router } from 'express';
import { currentActor, currentNamedActor, requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readIdempotencyKey } from '../../lib/idempotency-key';
import { valid, validate } from '../../lib/validate';
import { writeCreditNotePdf } from '../credit-notes/credit-notes.service';
import { creditNoteDocument, settleClaim, type SettlementDeps } from './claim-settlements.service';

const claimId = validate({ params: claimParamsSchema }, { notFound: CLAIM_MESSAGES.notFound });

export function claimSettlementsRouter({ requireAuth, ...deps }: SettlementDeps & { requireAuth: AuthMiddleware }): Router {
  const router = Router();

  // Operators and admins settle: the amount was fixed by the decision, where more than the limit already needed an admin.
  router.post(
    '/:id/settlement',
    requireAuth,
    requireRole('operator', 'admin'),
    validate({ params: claimParamsSchema, body: claimSettlementSchema }, { notFound: CLAIM_MESSAGES.notFound }),
    async (req, res) => {
      const key = readIdempotencyKey(req);
      if (!key) throw badRequest(SETTLEMENT_MESSAGES.keyRequired, { 'Idempotency-Key': SETTLEMENT_MESSAGES.keyRequired });
      const actor = currentNamedActor(res);
      const { method } = valid<ClaimSettlementInput>(res, 'body');
      const result = await settleClaim(deps, valid<{ id: string }>(res, 'params').id, method, { id: actor.id, name: actor.name }, key);
      if (result.replayed) res.setHeader('Idempotent-Replayed', 'true');
      sendData(res, 201, method === 'refund' ? 'Claim settled by refund' : 'Claim settled by credit note', result.settlement);
    },
  );

  router.get('/:id/credit-note.pdf', requireAuth.orApiKey('documents:read'), claimId, async (_req, res) => {
    const { filename, input } = await creditNoteDocument(deps, valid<{ id: string }>(res, 'params').id, currentActor(res));
    res.status(200);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    writeCreditNotePdf(input, res);
  });

  return router;
}
