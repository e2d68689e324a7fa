import { createHmac, timingSafeEqual } from 'node:crypto';

// Decision 0112: the receiver's link carries a token signed for one shipment, so it needs no table and survives any
// restart. It holds its expiry and a MAC over (shipment id, expiry) under a key of its own; the shipment id itself is
// not in it, so the token is worthless without the tracking number beside it and says nothing about the booking.

const VERSION = 1;
const MAC_BYTES = 16;
const TOKEN_BYTES = 1 + 4 + MAC_BYTES;
/** A link works this long after it was sent (each message sends a fresh one), and never once the shipment is final. */
const RECEIVER_LINK_DAYS = 60;

export type ReceiverTokens = {
  sign: (bookingId: string, now?: Date) => string;
  /** Whether `token` was signed for this booking and has not expired; the caller also refuses a final shipment. */
  verify: (token: string, bookingId: string, now?: Date) => boolean;
};

export function receiverTokens(secret: string): ReceiverTokens {
  // A key of its own, so this MAC can never be mistaken for a session token or an unsubscribe link's.
  const key = createHmac('sha256', secret).update('meridian:receiver-link:v1').digest();
  const mac = (bookingId: string, expires: Buffer) => createHmac('sha256', key).update(bookingId).update(expires).digest().subarray(0, MAC_BYTES);
  return {
    sign: (bookingId, now = new Date()) => {
      const expires = Buffer.alloc(4);
      expires.writeUInt32BE(Math.floor(now.getTime() / 1000) + RECEIVER_LINK_DAYS * 86_400);
      return Buffer.concat([Buffer.from([VERSION]), expires, mac(bookingId, expires)]).toString('base64url');
    },
    verify: (token, bookingId, now = new Date()) => {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== TOKEN_BYTES || bytes[0] !== VERSION) return false;
      const expires = bytes.subarray(1, 5);
      if (!timingSafeEqual(bytes.subarray(5), mac(bookingId, expires))) return false;
      return expires.readUInt32BE() * 1000 > now.getTime();
    },
  };
}
