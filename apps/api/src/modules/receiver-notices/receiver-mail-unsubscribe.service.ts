import { RECEIVER_MAIL_LINK_INVALID, type ReceiverMailUnsubscribeResult } from '@meridian/contracts';
import { notFound } from '../../lib/errors';
import { hasReceiverMailOptOut, recordReceiverMailOptOut } from './receiver-mail-opt-outs.repository';
import { addressHash, type ReceiverMailTokens } from './receiver-mail-token';

// Decision 0117: the receiver's e-mails stop for an address that asked, by one click in the mail client or by the
// web page; the notices check it each time they queue one. Texts are not affected: STOP ends those (decision 0111).

/** Every link a receiver's e-mail carries to stop them: the web page people open, the API address mail clients POST to. */
export type ReceiverMailLinks = { page: (email: string) => string; headers: (email: string) => Record<string, string> };

export function receiverMailLinks(appBaseUrl: string, tokens: ReceiverMailTokens): ReceiverMailLinks {
  const withToken = (path: string, email: string) => `${appBaseUrl}${path}?token=${encodeURIComponent(tokens.sign(email))}`;
  return {
    page: (email) => withToken('/tracking/receiver-mail/unsubscribe', email),
    // RFC 8058: the URL a mail client POSTs `List-Unsubscribe=One-Click` to, with no session and no page.
    headers: (email) => ({ 'List-Unsubscribe': `<${withToken('/api/v1/receiver-mail/unsubscribe', email)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
  };
}

/** Stops the receiver's e-mails for the address the token was signed for; a second click answers the same. */
export async function stopReceiverMail(token: string, tokens: ReceiverMailTokens, now = new Date()): Promise<ReceiverMailUnsubscribeResult> {
  const hash = tokens.verify(token);
  if (!hash) throw notFound(RECEIVER_MAIL_LINK_INVALID);
  await recordReceiverMailOptOut(hash, now);
  return { stopped: true };
}

export async function receiverMailStopped(email: string): Promise<boolean> {
  return hasReceiverMailOptOut(addressHash(email).toString('hex'));
}
