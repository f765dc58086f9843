import type { Db } from '../../db/database';

export type XmlEncoding = 'br' | 'gzip';

/** A sitemap's bytes as sent, and their Content-Encoding (null: as they are; routes/encodedXml.ts makes them). */
export interface EncodedXml {
  body: Buffer;
  encoding: XmlEncoding | null;
}

/**
 * Bytes the built sitemaps may hold per database, in all. 50,000 jobs make 6.2 MB plain, 143 KB gzip and
 * 53 KB brotli (README, "Sitemaps"), so this holds a few full job sitemaps in every encoding, and hundreds
 * of the compressed ones crawlers ask for. A test lowers it.
 */
export const builtSitemapLimits = { maxBytes: 16 * 1024 * 1024 };

interface Store {
  /** Least recently used first (Map keeps insertion order; a hit is moved to the end). */
  built: Map<string, EncodedXml>;
  bytes: number;
  /** Builds under way: every request for a key being built waits for the same one. */
  building: Map<string, Promise<EncodedXml>>;
}

const stores = new WeakMap<Db, Store>();

/** How many sitemaps were built: tests count the work with it. */
export const sitemapBuilds = { count: 0 };

/**
 * The sitemap of `key` (which names the company, its search version, the page and the encoding), built by
 * `build` only when no built copy is kept: a repeated request costs no database read and no compression.
 * The key carries the search version, so a changed position makes a new key at once; copies of older
 * versions are never asked for again and leave as the least recently used.
 */
export function builtSitemap(db: Db, key: string, build: () => Promise<EncodedXml>): Promise<EncodedXml> {
  let store = stores.get(db);
  if (!store) {
    store = { built: new Map(), bytes: 0, building: new Map() };
    stores.set(db, store);
  }
  const hit = store.built.get(key);
  if (hit) {
    store.built.delete(key);
    store.built.set(key, hit);
    return Promise.resolve(hit);
  }
  const pending = store.building.get(key);
  if (pending) return pending;
  sitemapBuilds.count++;
  const s = store;
  const done = build().then(
    (encoded) => {
      s.building.delete(key);
      keep(s, key, encoded);
      return encoded;
    },
    (error: unknown) => {
      // A failed build is not kept: the next request tries again.
      s.building.delete(key);
      throw error;
    },
  );
  store.building.set(key, done);
  return done;
}

function keep(store: Store, key: string, encoded: EncodedXml): void {
  const size = encoded.body.length;
  if (size > builtSitemapLimits.maxBytes) return;
  store.built.set(key, encoded);
  store.bytes += size;
  for (const [oldest, value] of store.built) {
    if (store.bytes <= builtSitemapLimits.maxBytes) break;
    store.built.delete(oldest);
    store.bytes -= value.body.length;
  }
}
