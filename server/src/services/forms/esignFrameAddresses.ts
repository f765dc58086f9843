import type { Db } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';
import type { FormItem } from './rules';

/**
 * The addresses of the e-signature pages a company's forms frame (FormItem.esign: `origin` and `url`),
 * for the pages' CSP frame-src. Unchecked strings: the caller keeps only those that are plain origins.
 *
 * Every page asks, so the answer is kept per company and worked out again only when the company's
 * forms change (their count or latest update differs).
 */
export async function esignFrameAddresses(db: Db, domain: string): Promise<readonly string[]> {
  let byDomain = cache.get(db);
  if (!byDomain) cache.set(db, (byDomain = new Map()));
  const [forms] = await formsStamp(db, { domain });
  const stamp = `${forms?.n ?? 0}|${forms?.latest ?? ''}`;
  const cached = byDomain.get(domain);
  if (cached?.stamp === stamp) return cached.addresses;
  const addresses = new Set<string>();
  const rows = await db.selectFrom('forms').select('definition_json').where('domain', '=', domain).orderBy('created_at').orderBy('id').execute();
  for (const { definition_json: json } of rows) {
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

// Every page of the company reads it: compiled once (see reusableQuery).
const formsStamp = reusableQuery((db, p: { domain: string }) =>
  db
    .selectFrom('forms')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('updated_at').as('latest')])
    .where('domain', '=', p.domain),
);

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
