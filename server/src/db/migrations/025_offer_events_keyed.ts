import type { Migration } from './types';

// The offer audit chain keyed (issue 25): each entry's hash becomes an HMAC under an installation
// evidence key kept outside the database (services/evidenceKeys), named by `key_id` so keys can rotate.
// - `key_id`: the id of the key the entry's hash was made with; NULL for an entry hashed by the rule
//   before keys (a bare SHA-256).
// - `legacy_hash`: the entry's SHA-256 hash from before keys. Set here on every existing entry, which
//   marks it as written before the change: the start-up re-seal (resealLegacyOfferEvents) checks those
//   chains under the old rule and re-seals the intact ones under the key, keeping this value. An entry
//   with neither a key id nor a legacy hash was written without a key after the change: a downgrade.
// - `resealed_at`: when the entry was re-sealed under the key (NULL for entries keyed when written).
// The partial index finds the chains still waiting for the re-seal with one indexed query at start.
const keyed = `
ALTER TABLE offer_events ADD COLUMN key_id TEXT;
ALTER TABLE offer_events ADD COLUMN legacy_hash TEXT;
ALTER TABLE offer_events ADD COLUMN resealed_at TEXT;
UPDATE offer_events SET legacy_hash = hash;
CREATE INDEX offer_events_unkeyed ON offer_events(offer_id) WHERE key_id IS NULL;
`;

export const offerEventsKeyed: Migration = {
  version: 25,
  name: 'offer_events_keyed',
  sqlite: keyed,
  postgres: keyed,
};
