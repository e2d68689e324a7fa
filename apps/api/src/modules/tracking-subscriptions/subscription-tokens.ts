import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import mongoose from 'mongoose';

// Confirmation tokens are random and stored hashed (one mail carries them). Unsubscribe tokens go into every update
// mail, so they are derived instead: the subscription's id signed with a key derived from the server secret. Nothing
// that opens a subscription is stored in clear, and no token table is needed (decision 0030).

const ID_BYTES = 12;
const MAC_BYTES = 16;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export type UnsubscribeSigner = { sign: (subscriptionId: string) => string; verify: (token: string) => string | undefined };

export function unsubscribeSigner(secret: string): UnsubscribeSigner {
  // A key of its own, so this MAC can never be mistaken for a session token signed with the same secret.
  const key = createHmac('sha256', secret).update('meridian:tracking-unsubscribe:v1').digest();
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, MAC_BYTES);
  return {
    sign: (subscriptionId) => {
      const id = Buffer.from(subscriptionId, 'hex');
      return Buffer.concat([id, mac(id)]).toString('base64url');
    },
    verify: (token) => {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== ID_BYTES + MAC_BYTES) return undefined;
      const id = bytes.subarray(0, ID_BYTES);
      if (!timingSafeEqual(bytes.subarray(ID_BYTES), mac(id))) return undefined;
      const hex = id.toString('hex');
      return mongoose.isValidObjectId(hex) ? hex : undefined;
    },
  };
}
