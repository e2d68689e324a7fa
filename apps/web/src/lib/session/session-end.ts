import { SESSION_ENDED_BY_RESET } from '@meridian/contracts/messages';
import { ApiError } from '../api-client';

/** Why the server ended a session, as the sign-in page's `reason` parameter names it. */
export type SessionEndReason = 'password-reset';

export const SESSION_END_REASON_PARAM = 'reason';

/** A 401 that says a password reset ended this token (decision 0028), else null. */
export function sessionEndReasonOf(error: unknown): SessionEndReason | null {
  return error instanceof ApiError && error.status === 401 && error.code === SESSION_ENDED_BY_RESET ? 'password-reset' : null;
}

/** The sign-in page for someone whose session the server ended, with the page they were on to come back to. */
export function loginPathAfterSessionEnd(reason: SessionEndReason, from: string): string {
  const params = new URLSearchParams({ [SESSION_END_REASON_PARAM]: reason, redirect: from });
  return `/auth/login?${params.toString()}`;
}
