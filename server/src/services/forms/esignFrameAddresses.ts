import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import type { FormItem } from './rules';

/**
 * The addresses of the e-signature pages a company's forms frame (FormItem.esign: `origin` and `url`),
 * for the pages' CSP frame-src. Unchecked strings: the caller keeps only those that are plain origins.
 *
 * Every page asks, so the answer is kept per company and worked out again only when the company's
 * forms change (their count or latest update differs).
 */
export function esignFrameAddresses(db: Db, domain: string): readonly string[] {
  let byDomain = cache.get(db);
  if (!byDomain) cache.set(db, (byDomain = new Map()));
  const stamp = sql(db, "SELECT count(*) || '|' || coalesce(max(updated_at), '') FROM forms WHERE domain = ?").pluck().get(domain) as string;
  const cached = byDomain.get(domain);
  if (cached?.stamp === stamp) return cached.addresses;
  const addresses = new Set<string>();
  for (const json of sql(db, 'SELECT definition_json FROM forms WHERE domain = ? ORDER BY created_at, id').pluck().all(domain) as string[]) {
    try {
      const definition = JSON.parse(json) as { sections?: Array<{ items?: FormItem[] }> };
      for (const section of definition.sections ?? []) collect(section.items, addresses);
    } catch {
      // A definition that cannot be read frames nothing.
    }
  }
  const entry = { stamp, addresses: [...addresses] };
  byDomain.set(domain, entry);
  return entry.addresses;
}

const cache = new WeakMap<Db, Map<string, { stamp: string; addresses: string[] }>>();

/** E-sign addresses of `items` and of the items of their dynamic lists. */
function collect(items: FormItem[] | undefined, into: Set<string>): void {
  if (!Array.isArray(items)) return;
  for (const item of items) {
    const esign = item?.esign as { origin?: unknown; url?: unknown } | undefined;
    if (typeof esign?.origin === 'string') into.add(esign.origin);
    if (typeof esign?.url === 'string') into.add(esign.url);
    collect(item?.items, into);
  }
}
