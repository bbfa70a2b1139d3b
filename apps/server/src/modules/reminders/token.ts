import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click "turn reminders off" token of a reminder e-mail: stateless, signed and expiring.
 *
 * Layout, base64url-encoded as one string (70 characters):
 *   16 bytes  the user's id (a UUID's bytes)
 *    4 bytes  expiry, whole seconds since the epoch (unsigned, big-endian)
 *   32 bytes  HMAC-SHA256 of the 20 bytes above, keyed from SESSION_SECRET for this purpose only
 *
 * Verification recomputes the whole token and compares it in constant time, and it also requires the canonical
 * encoding, so any changed character (even in the last character's unused bits) is refused.
 */

const ID_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;
const TOKEN_BYTES = ID_BYTES + EXPIRY_BYTES + MAC_BYTES;
/** base64url without padding of TOKEN_BYTES bytes. */
export const REMINDER_TOKEN_LENGTH = Math.ceil((TOKEN_BYTES * 8) / 6);
const MAX_EXPIRY_SECONDS = 0xffff_ffff;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A key of its own, derived from the session secret (as plugins/captcha.ts does for ALTCHA). */
export function reminderTokenKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('woodshed-reminders-off-v1').digest();
}

function mac(key: Buffer, payload: Buffer): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

function payloadOf(userId: string, expiresAt: Date): Buffer {
  if (!UUID.test(userId)) throw new RangeError('userId must be a UUID');
  const seconds = Math.floor(expiresAt.getTime() / 1000);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MAX_EXPIRY_SECONDS) {
    throw new RangeError('expiry out of range');
  }
  const payload = Buffer.alloc(ID_BYTES + EXPIRY_BYTES);
  Buffer.from(userId.replaceAll('-', ''), 'hex').copy(payload, 0);
  payload.writeUInt32BE(seconds, ID_BYTES);
  return payload;
}

/** A token for `userId` that stops working at `expiresAt` (whole seconds; anything finer is dropped). */
export function signReminderToken(key: Buffer, userId: string, expiresAt: Date): string {
  const payload = payloadOf(userId, expiresAt);
  return Buffer.concat([payload, mac(key, payload)]).toString('base64url');
}

function uuidOf(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface VerifiedReminderToken {
  userId: string;
  expiresAt: Date;
}

/** The token's user when it is well formed, signed with `key` and not expired at `now`; null otherwise. */
export function verifyReminderToken(key: Buffer, token: unknown, now: Date): VerifiedReminderToken | null {
  if (typeof token !== 'string' || token.length !== REMINDER_TOKEN_LENGTH || !BASE64URL.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Node's decoder ignores the unused low bits of the last character: only the canonical spelling is accepted.
  if (bytes.length !== TOKEN_BYTES || bytes.toString('base64url') !== token) return null;
  const payload = bytes.subarray(0, ID_BYTES + EXPIRY_BYTES);
  if (!timingSafeEqual(mac(key, payload), bytes.subarray(ID_BYTES + EXPIRY_BYTES))) return null;
  const expiresAt = new Date(payload.readUInt32BE(ID_BYTES) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { userId: uuidOf(payload.subarray(0, ID_BYTES)), expiresAt };
}
