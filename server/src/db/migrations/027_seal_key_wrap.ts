import type { Migration } from './types';

// The document seal's private key leaves the clear (issue 25): `wrapped_key` holds it (the PKCS#8 PEM
// and the PKCS#12 bundle, which also contains it) encrypted with AES-256-GCM under the installation's
// evidence key named by `key_id` (services/offers/evidence/sealKeyWrap.ts). The clear columns become
// nullable: a row made before this version keeps them until the first start afterwards wraps it and
// empties them (wrapSealKeyAtStart.ts); the key needed for that is not in the database, so no SQL
// here can do it.
const columns = `
  id              INTEGER PRIMARY KEY CHECK (id = 1),
  certificate_pem TEXT NOT NULL,
  key_id          TEXT,
  wrapped_key     TEXT,
  private_key_pem TEXT,
  p12_base64      TEXT,
  created_at      TEXT NOT NULL,
  CHECK ((key_id IS NULL) = (wrapped_key IS NULL)),
  CHECK (wrapped_key IS NOT NULL OR private_key_pem IS NOT NULL)`;

export const sealKeyWrap: Migration = {
  version: 27,
  name: 'seal_key_wrap',
  // SQLite cannot drop NOT NULL in place: the one-row table is rebuilt.
  sqlite: `
CREATE TABLE signing_keys_wrapped (${columns}
);
INSERT INTO signing_keys_wrapped (id, certificate_pem, private_key_pem, p12_base64, created_at)
  SELECT id, certificate_pem, private_key_pem, p12_base64, created_at FROM signing_keys;
DROP TABLE signing_keys;
ALTER TABLE signing_keys_wrapped RENAME TO signing_keys;
`,
  postgres: `
ALTER TABLE signing_keys ADD COLUMN key_id TEXT;
ALTER TABLE signing_keys ADD COLUMN wrapped_key TEXT;
ALTER TABLE signing_keys ALTER COLUMN private_key_pem DROP NOT NULL;
ALTER TABLE signing_keys ALTER COLUMN p12_base64 DROP NOT NULL;
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_wrapped_key_id CHECK ((key_id IS NULL) = (wrapped_key IS NULL));
ALTER TABLE signing_keys ADD CONSTRAINT signing_keys_some_key CHECK (wrapped_key IS NOT NULL OR private_key_pem IS NOT NULL);
`,
};
