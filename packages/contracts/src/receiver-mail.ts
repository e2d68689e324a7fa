import { z } from 'zod';

// Decision 0117: the receiver's e-mails (decision 0112) can be stopped by the address they go to: one click in the
// mail client (RFC 8058) or the "Stop these e-mails" link, whose page asks once more. The token is signed for the
// address and carries it only hashed, so the link names no one.

/** A version byte, the address's SHA-256 and a 16-byte MAC: 49 bytes, 66 characters of base64url. */
const receiverMailTokenField = z
  .string({ error: 'Token is required' })
  .trim()
  .min(1, 'Token is required')
  .max(128, 'Token is malformed')
  .regex(/^[A-Za-z0-9_-]+$/, 'Token is malformed');

// POST /receiver-mail/unsubscribe: the token in the query (the List-Unsubscribe URL a mail client POSTs
// `List-Unsubscribe=One-Click` to as a form) or in the JSON body (the web page).
export const receiverMailUnsubscribeQuerySchema = z.strictObject({ token: receiverMailTokenField.optional() });
export const receiverMailUnsubscribeBodySchema = z.strictObject({ token: receiverMailTokenField.optional() }).meta({ id: 'ReceiverMailUnsubscribe' });

export const receiverMailUnsubscribeResultSchema = z
  .object({ stopped: z.literal(true).meta({ description: 'No more receiver e-mails go to this address; asking again answers the same' }) })
  .meta({ id: 'ReceiverMailUnsubscribeResult' });
export type ReceiverMailUnsubscribeResult = z.infer<typeof receiverMailUnsubscribeResultSchema>;

export const RECEIVER_MAIL_UNSUBSCRIBED = 'Done. We will not e-mail you about deliveries addressed to you again.';
export const RECEIVER_MAIL_LINK_INVALID = 'This link is invalid.';
export const RECEIVER_MAIL_TOKEN_REQUIRED = 'Token is required';
