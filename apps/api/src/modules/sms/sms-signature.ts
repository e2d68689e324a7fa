import type { NextFunction, Request, RequestHandler, Response } from 'express';
import twilio from 'twilio';
import { forbidden } from '../../lib/errors';
import { SMS_SIGNATURE_INVALID } from '@meridian/contracts';

/**
 * Decision 0111: Twilio signs each webhook with the account's auth token over the URL it called and the form's
 * fields (X-Twilio-Signature). The URL is the public one Twilio was given, never the one this process sees behind a
 * proxy, so it comes from configuration. A request that does not verify is refused before anything reads it.
 */
export function verifyTwilioSignature(authToken: string, publicUrl: (req: Request) => string): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const signature = req.get('X-Twilio-Signature');
    const params = (req.body ?? {}) as Record<string, unknown>;
    if (!signature || !twilio.validateRequest(authToken, signature, publicUrl(req), params)) return next(forbidden(SMS_SIGNATURE_INVALID));
    next();
  };
}
