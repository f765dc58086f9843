import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

// Keys per database, then per name: loaded once, then read without a query.
const loaded = new WeakMap<Db, Map<string, Buffer>>();

/**
 * Reads the installation's key called `name` (a row of installation_secrets), creating 32 random bytes
 * on first use. Every instance on one database gets the same key: a second instance's INSERT finds
 * the first one's row and keeps it.
 */
export async function loadInstallationSecret(db: Db, name: string): Promise<Buffer> {
  const known = cachedInstallationSecret(db, name);
  if (known) return known;
  await db
    .insertInto('installation_secrets')
    .values({ name, secret: randomBytes(32).toString('hex'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { secret } = await db.selectFrom('installation_secrets').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  const key = Buffer.from(secret, 'hex');
  const byName = loaded.get(db) ?? new Map<string, Buffer>();
  byName.set(name, key);
  loaded.set(db, byName);
  return key;
}

/** The key loadInstallationSecret loaded for `db` and `name`, or undefined before it ran. */
export function cachedInstallationSecret(db: Db, name: string): Buffer | undefined {
  return loaded.get(db)?.get(name);
}
