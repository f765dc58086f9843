import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';

const NAME = 'esign page tokens';

// Loaded once per database when the server starts (see offerEsignRoutes), so that building a page
// address — done for every e-sign document of every offers list — needs no query.
const loaded = new WeakMap<Db, Buffer>();

/**
 * Reads the installation's key of e-sign page tokens, creating it on first start. Every instance
 * on one database gets the same key: a second instance's INSERT finds the first one's row and keeps it.
 */
export async function loadEsignSecret(db: Db): Promise<Buffer> {
  const known = loaded.get(db);
  if (known) return known;
  await db
    .insertInto('installation_secrets')
    .values({ name: NAME, secret: randomBytes(32).toString('hex'), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { secret } = await db.selectFrom('installation_secrets').select('secret').where('name', '=', NAME).executeTakeFirstOrThrow();
  const key = Buffer.from(secret, 'hex');
  loaded.set(db, key);
  return key;
}

/** The key loadEsignSecret loaded for `db`; throws (a programming error) when it has not run. */
export function esignSecret(db: Db): Buffer {
  const key = loaded.get(db);
  if (!key) throw new Error('The e-sign token key is not loaded: loadEsignSecret(db) runs when the e-sign routes are registered.');
  return key;
}
