import { isStaffRole } from '@meridian/contracts';
import type { RequestHandler } from 'express';
import { currentUser } from '../../lib/auth';
import { ERRORS, forbidden } from '../../lib/errors';

/** After requireAuth: operators and admins pass; a customer or driver gets 403 in the envelope. */
export const staffOnly: RequestHandler = (_req, res, next) => {
  next(isStaffRole(currentUser(res).role) ? undefined : forbidden(ERRORS.forbidden));
};
