import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';

// A company's token for the import API. Only its SHA-256 is stored: a copy of the database (a backup,
// db:copy) does not hand anyone the right to change the company's positions. A random 256-bit token
// needs no slow password hash; SHA-256 of it cannot be turned back.

const PREFIX = 'cpi_';

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest();

/** Makes a new token for `domain`, replacing the one it had (which stops working at once); returns it, the only time it is seen. */
export async function rotateImportToken(db: Db, domain: string, now: Date): Promise<string> {
  const token = PREFIX + randomBytes(32).toString('base64url');
  const row = { domain, token_hash: hashOf(token).toString('hex'), created_at: now.toISOString() };
  await db
    .insertInto('import_tokens')
    .values(row)
    .onConflict((oc) => oc.column('domain').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }))
    .execute();
  return token;
}

/**
 * Whether `presented` is the company's current token. The hashes are compared in constant time
 * (same length always), and a company without a token costs the same work, so timing tells nothing.
 */
export async function isImportToken(db: Db, domain: string, presented: string): Promise<boolean> {
  const row = await db.selectFrom('import_tokens').select('token_hash').where('domain', '=', domain).executeTakeFirst();
  const expected = row ? Buffer.from(row.token_hash, 'hex') : Buffer.alloc(32);
  const same = expected.length === 32 && timingSafeEqual(hashOf(presented), expected);
  return Boolean(row) && same;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header ?? '');
  return match ? (match[1] as string) : null;
}
