import { createHash } from 'node:crypto';

/** The SHA-256 of `bytes` as 64 lowercase hex digits: how the audit log and the certificate page name a file. */
export const sha256Hex = (bytes: Buffer | Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
