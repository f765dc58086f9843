import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { evidenceSubkey, type EvidenceKey, type EvidenceKeyring } from '../../evidenceKeys';

/** The seal's secret parts: the private key and the PKCS#12 bundle (which holds it too). */
export interface SealSecrets {
  private_key_pem: string;
  p12_base64: string;
}

/** The seal's key as `signing_keys` keeps it: encrypted, naming the evidence key that opens it. */
export interface WrappedSealKey {
  key_id: string;
  wrapped_key: string;
}

/**
 * The seal's row cannot be used: its key is in clear where it must be wrapped, wrapped under an
 * evidence key this instance does not hold, or does not open (changed, or not this certificate's).
 * Sealing and verifying stop with this message; nothing replaces the row.
 */
export class SealKeyError extends Error {
  override name = 'SealKeyError';
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

// The additional data binds the ciphertext to its row and certificate: a key pair and certificate of
// someone else's, or this ciphertext moved beside another certificate, does not authenticate.
const additionalData = (rowId: number, keyId: string, certificatePem: string) =>
  Buffer.from(JSON.stringify(['careers seal key/1', rowId, keyId, certificatePem]), 'utf8');

/**
 * Encrypts the seal's secrets with AES-256-GCM under `key`'s 'seal-key-wrap' subkey and a random
 * 12-byte nonce; `wrapped_key` is base64 of nonce, ciphertext and the 16-byte tag.
 */
export function wrapSealKey(key: EvidenceKey, rowId: number, certificatePem: string, secrets: SealSecrets): WrappedSealKey {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', evidenceSubkey(key, 'seal-key-wrap'), nonce);
  cipher.setAAD(additionalData(rowId, key.id, certificatePem));
  const body = Buffer.concat([cipher.update(JSON.stringify([secrets.private_key_pem, secrets.p12_base64]), 'utf8'), cipher.final()]);
  return { key_id: key.id, wrapped_key: Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64') };
}

/** Opens what wrapSealKey made, or throws SealKeyError saying why it cannot. */
export function unwrapSealKey(keyring: EvidenceKeyring, rowId: number, certificatePem: string, wrapped: WrappedSealKey): SealSecrets {
  const key = keyring.byId.get(wrapped.key_id);
  if (!key) {
    throw new SealKeyError(
      `The document seal's private key is wrapped under evidence key ${wrapped.key_id}, which this instance does not hold (it holds ${[...keyring.byId.keys()].join(', ')}): ` +
        'give it the evidence keys this database was used with (README: Evidence keys). PDFs cannot be sealed or verified until then.',
    );
  }
  const bytes = Buffer.from(wrapped.wrapped_key, 'base64');
  try {
    if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', evidenceSubkey(key, 'seal-key-wrap'), bytes.subarray(0, NONCE_BYTES));
    decipher.setAAD(additionalData(rowId, key.id, certificatePem));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    const [privateKeyPem, p12Base64] = JSON.parse(text) as [string, string];
    return { private_key_pem: privateKeyPem, p12_base64: p12Base64 };
  } catch {
    throw new SealKeyError(
      `The document seal's row in signing_keys does not open under evidence key ${wrapped.key_id}: its key or certificate was changed outside this site. ` +
        'Sealing is refused; restore the row from a backup (README: Evidence keys).',
    );
  }
}
