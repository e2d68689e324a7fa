import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Decision 0117: the link that stops a receiver's e-mails is signed for their address, so any process checks it with no
// table. It holds the address only as a SHA-256 (a forwarded mail's link names no one) and a MAC over that hash under
// a key of its own; it does not expire, since an unsubscribe link must work for as long as its mail is kept.

const VERSION = 1;
const HASH_BYTES = 32;
const MAC_BYTES = 16;

/** Addresses are compared without case, as mail servers do; the hash is what the opt-out list keeps. */
export const addressHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();

export type ReceiverMailTokens = {
  sign: (email: string) => string;
  /** The address hash (hex) the token was signed for, or undefined for a forged, truncated or foreign token. */
  verify: (token: string) => string | undefined;
};

export function receiverMailTokens(secret: string): ReceiverMailTokens {
  // A key of its own, so this MAC can never pass for a session, a receiver link or a tracking unsubscribe token.
  const key = createHmac('sha256', secret).update('meridian:receiver-mail-unsubscribe:v1').digest();
  const mac = (hash: Buffer) => createHmac('sha256', key).update(hash).digest().subarray(0, MAC_BYTES);
  return {
    sign: (email) => {
      const hash = addressHash(email);
      return Buffer.concat([Buffer.from([VERSION]), hash, mac(hash)]).toString('base64url');
    },
    verify: (token) => {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== 1 + HASH_BYTES + MAC_BYTES || bytes[0] !== VERSION) return undefined;
      const hash = bytes.subarray(1, 1 + HASH_BYTES);
      return timingSafeEqual(bytes.subarray(1 + HASH_BYTES), mac(hash)) ? hash.toString('hex') : undefined;
    },
  };
}
