import { createHmac, timingSafeEqual } from 'node:crypto';

// The token of a signing page address: an HMAC of the document and the candidate it was made for,
// so nobody can open (or sign) a document's page by guessing ids, and a page address stops working
// should the document ever belong to someone else. Versioned, so the format can change later.
const mac = (key: Buffer, documentId: number, candidateId: number) =>
  createHmac('sha256', key).update(`esign-page:v1:${documentId}:${candidateId}`).digest();

export function esignToken(key: Buffer, documentId: number, candidateId: number): string {
  return mac(key, documentId, candidateId).toString('base64url');
}

/** Whether `token` was made for this document and candidate (compared in constant time). */
export function isEsignToken(key: Buffer, token: unknown, documentId: number, candidateId: number): boolean {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = mac(key, documentId, candidateId);
  const given = Buffer.from(token, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
