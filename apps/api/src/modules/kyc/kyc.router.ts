// The operators' KYC review (issue 15): router (HTTP, staff only) -> kyc.service (queue, self-review rule, decision)
// -> repositories; the decision is e-mailed and notified (kyc-notices).
import { kycDecisionInputSchema, kycQueueQuerySchema, KYC_MESSAGES, profileIdParamsSchema, type KycDecisionInput, type KycQueueQuery } from '@meridian/contracts';
import { Router } from 'express';
import { currentUser, requireRole, type AuthMiddleware } from '../../lib/auth';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { decideKyc, getKycSubmission, listKycQueue } from './kyc.service';

const profileParams = validate({ params: profileIdParamsSchema }, { notFound: KYC_MESSAGES.profileNotFound });
const profileIdOf = (res: Parameters<typeof valid>[0]) => valid<{ profileId: string }>(res, 'params').profileId;

export function kycRouter({ requireAuth, appBaseUrl }: { requireAuth: AuthMiddleware; appBaseUrl: string }): Router {
  const router = Router();
  router.use(requireAuth, requireRole('operator', 'admin'));

  router.get('/', validate({ query: kycQueueQuerySchema }), async (_req, res) => {
    sendData(res, 200, 'KYC queue fetched successfully', await listKycQueue(valid<KycQueueQuery>(res, 'query')));
  });

  router.get('/:profileId', profileParams, async (_req, res) => {
    sendData(res, 200, 'Submission fetched successfully', await getKycSubmission(profileIdOf(res)));
  });

  router.post('/:profileId/decision', profileParams, validate({ body: kycDecisionInputSchema }), async (_req, res) => {
    const submission = await decideKyc(profileIdOf(res), valid<KycDecisionInput>(res, 'body'), currentUser(res), appBaseUrl);
    sendData(res, 200, submission.reviewStatus === 'approved' ? 'Company approved' : 'Company rejected', submission);
  });

  return router;
}
