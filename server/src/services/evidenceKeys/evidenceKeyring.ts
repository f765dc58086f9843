import { createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** One installation evidence key: 32 secret bytes and the id entries name it by. */
export interface EvidenceKey {
  /** `k` and 16 hex digits of an HMAC of a fixed text under the key: names it without revealing it. */
  id: string;
  secret: Buffer;
}

/**
 * The installation's evidence keys (kept outside the database: EVIDENCE_KEYS or a key file, see
 * loadEvidenceKeyring). `current` keys everything written now; the others are older keys kept so that
 * what they keyed still verifies after a rotation.
 */
export interface EvidenceKeyring {
  current: EvidenceKey;
  /** Every key by id, the current one included. */
  byId: ReadonlyMap<string, EvidenceKey>;
}

/** What each subkey is for: one key per purpose, so a value made for one can never pass for another. */
export type EvidencePurpose = 'offer-events' | 'seal-key-wrap' | 'login-throttle';

const KEY_BYTES = 32;

/** A new random key in the text form the key file and EVIDENCE_KEYS hold (base64url of 32 bytes). */
export function newEvidenceKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64url');
}

export function evidenceKeyId(secret: Buffer): string {
  return `k${createHmac('sha256', secret).update('careers evidence key id/1').digest('hex').slice(0, 16)}`;
}

/** A problem with key text; the message names the key by position, never its value. */
export class EvidenceKeyError extends Error {
  override name = 'EvidenceKeyError';
}

/**
 * Reads keys from text: one per line or separated by commas or spaces, the first the current one;
 * blank lines and lines starting with # are ignored. Each is 32 bytes as base64url (what
 * newEvidenceKeyText makes) or as 64 hex digits.
 */
export function parseEvidenceKeys(text: string, source: string): EvidenceKeyring {
  const words = text
    .split(/\r?\n/)
    .filter((line) => !line.trimStart().startsWith('#'))
    .join(' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) throw new EvidenceKeyError(`${source} holds no evidence key.`);
  const keys = words.map((word, index) => {
    const secret = /^[0-9a-fA-F]{64}$/.test(word) ? Buffer.from(word, 'hex') : /^[A-Za-z0-9_-]{43}$/.test(word) ? Buffer.from(word, 'base64url') : null;
    if (!secret || secret.length !== KEY_BYTES) {
      throw new EvidenceKeyError(`${source}: key ${index + 1} is not 32 bytes as base64url (43 characters) or 64 hex digits.`);
    }
    return { id: evidenceKeyId(secret), secret };
  });
  const byId = new Map<string, EvidenceKey>();
  for (const key of keys) if (!byId.has(key.id)) byId.set(key.id, key);
  return { current: keys[0]!, byId };
}

/** A keyring of fresh random keys (tests; the first start writes its key file with newEvidenceKeyText). */
export function randomEvidenceKeyring(count = 1): EvidenceKeyring {
  return parseEvidenceKeys(Array.from({ length: count }, newEvidenceKeyText).join('\n'), 'random keys');
}

/** The key's subkey for `purpose` (HKDF-SHA256): the evidence key itself is never used directly. */
export function evidenceSubkey(key: EvidenceKey, purpose: EvidencePurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', key.secret, Buffer.alloc(0), `careers evidence/${purpose}`, KEY_BYTES));
}

/** HMAC-SHA256 (hex) of `data` under the key's subkey for `purpose`. */
export function evidenceMac(key: EvidenceKey, purpose: EvidencePurpose, data: string | Buffer): string {
  return createHmac('sha256', evidenceSubkey(key, purpose)).update(data).digest('hex');
}
