import type { Db } from '../../../db/database';
import { cachedInstallationSecret, loadInstallationSecret } from '../../installationSecrets';

const NAME = 'esign page tokens';

/**
 * Reads the installation's key of e-sign page tokens, creating it on first start. Loaded once when the
 * server starts (see offerEsignRoutes), so that building a page address (done for every e-sign
 * document of every offers list) needs no query.
 */
export function loadEsignSecret(db: Db): Promise<Buffer> {
  return loadInstallationSecret(db, NAME);
}

/** The key loadEsignSecret loaded for `db`; throws (a programming error) when it has not run. */
export function esignSecret(db: Db): Buffer {
  const key = cachedInstallationSecret(db, NAME);
  if (!key) throw new Error('The e-sign token key is not loaded: loadEsignSecret(db) runs when the e-sign routes are registered.');
  return key;
}
