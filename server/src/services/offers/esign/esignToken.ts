import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a signing page address works. The offers API makes a fresh one every time it lists the
 * offers or reads a document, so the page the candidate opens always gets a live one; an address
 * copied out of the page (or found in a history) stops working a day later.
 */
export const ESIGN_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

// The token of a signing page address: `<expiry, in seconds since 1970>.<HMAC>`, the HMAC over the
// document, the candidate it was made for and the expiry, so nobody can open (or sign) a document's
// page by guessing ids or extend an address's life, and a page address stops working should the
// document ever belong to someone else. Versioned, so the format can change later.
const mac = (key: Buffer, documentId: number, candidateId: number, expires: number) =>
  createHmac('sha256', key).update(`esign-page:v2:${documentId}:${candidateId}:${expires}`).digest();

/** A token for this document and candidate that works until `expiresAt` (ms since 1970). */
export function esignToken(key: Buffer, documentId: number, candidateId: number, expiresAt: number): string {
  const expires = Math.ceil(expiresAt / 1000);
  return `${expires}.${mac(key, documentId, candidateId, expires).toString('base64url')}`;
}

/**
 * Whether `token` was made for this document and candidate (compared in constant time) and still
 * works at `now`: 'expired' only for a genuine token past its time, so a made-up one learns nothing.
 */
export function checkEsignToken(key: Buffer, token: unknown, documentId: number, candidateId: number, now: number): 'valid' | 'expired' | 'invalid' {
  const parts = typeof token === 'string' ? /^([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!parts) return 'invalid';
  const expires = Number(parts[1]);
  const expected = mac(key, documentId, candidateId, expires);
  const given = Buffer.from(parts[2] as string, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > now ? 'valid' : 'expired';
}
