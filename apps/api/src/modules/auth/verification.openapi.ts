import { verificationCodeSchema, verifyEmailResultSchema } from '@meridian/contracts';
import { authed, fail, nullData, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

export const verificationPaths: OpenApiPaths = {
  '/auth/verify-email': {
    post: {
      tags: ['auth'],
      summary: 'Verify the e-mail address with the six-digit code e-mailed at sign-up (300 s, 5 wrong tries per code)',
      security,
      requestBody: { content: { 'application/json': { schema: verificationCodeSchema } } },
      responses: {
        '200': ok(verifyEmailResultSchema, 'Verified (or already verified): the updated user'),
        '400': fail('Wrong or expired code'),
        '429': fail('Five wrong codes: ask for a new one'),
        ...authed,
      },
    },
  },
  '/auth/verify-email/resend': {
    post: {
      tags: ['auth'],
      summary: 'E-mail a new code; the previous one stops working (rate limited per account)',
      security,
      responses: { '200': ok(nullData), '429': fail('Too many resends'), ...authed },
    },
  },
};
