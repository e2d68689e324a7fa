// The operators' KYC review (decision 0029): router (HTTP, staff only) -> kyc.service (queue, self-review rule,
// decision) -> repositories; the decision is published, and the handlers in composition.ts e-mail and notify it.
import { kycDecisionInputSchema, kycQueueQuerySchema, KYC_MESSAGES, profileIdParamsSchema, type KycDecisionInput, type KycQueueQuery } from '@meridian/contracts';
import { Router } from 'express';
import { requireRole, type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import type { EventBus } from '../../lib/domain-events';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { decideKyc, getKycSubmission, listKycQueue } from './kyc.service';

const profileParams = validate({ params: profileIdParamsSchema }, { notFound: KYC_MESSAGES.profileNotFound });
const profileIdOf = (res: Parameters<typeof valid>[0]) => valid<{ profileId: string }>(res, 'params').profileId;

export function kycRouter({ requireAuth, events }: { requireAuth: AuthMiddleware; events: EventBus }): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.get('/', validate({ query: kycQueueQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'KYC queue fetched successfully', await listKycQueue(valid<KycQueueQuery>(res, 'query')));
  });

  router.get('/:profileId', profileParams, async (_req, res) => {
    sendData(res, 200, 'Submission fetched successfully', await getKycSubmission(profileIdOf(res)));
  });

  router.post('/:profileId/decision', profileParams, validate({ body: kycDecisionInputSchema }), async (_req, res) => {
    const submission = await decideKyc(events, profileIdOf(res), valid<KycDecisionInput>(res, 'body'), currentUser(res));
    sendData(res, 200, submission.reviewStatus === 'approved' ? 'Company approved' : 'Company rejected', submission);
  });

  return router;
}
