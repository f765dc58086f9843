import type { ThemeDraft, ThemeVersion } from '@careers/shared/contracts/theme';
import type { ThemeDocument, ThemeProduct } from '@careers/shared/theme/themeFields';
import { lockKey, type Db, type Tx } from '../../db/database';
import { reusableQuery } from '../../db/reusableQuery';
import type { Tables } from '../../db/tables';

// The theme tables as the contracts speak of them (migration 033).

/** Makes the rest of `trx` the only writer of one company's theme of one product, on every instance. */
export function lockTheme(trx: Tx, domain: string, product: ThemeProduct): Promise<void> {
  return lockKey(trx, `theme:${domain}:${product}`);
}

export function draftOf(row: Pick<Tables['theme_drafts'], 'document_json' | 'saved_at' | 'saved_by'>): ThemeDraft {
  return { theme: JSON.parse(row.document_json) as ThemeDocument, savedAt: row.saved_at, savedBy: row.saved_by };
}

export function versionOf(row: Tables['theme_versions']): ThemeVersion {
  return {
    version: row.version,
    theme: JSON.parse(row.document_json) as ThemeDocument,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    override: row.override_reason === null ? null : { reason: row.override_reason, failures: row.override_failures ?? 0 },
    restoredFrom: row.restored_from,
  };
}

/** The newest published version's row, or undefined. */
export function newestVersionRow(db: Db | Tx, domain: string, product: ThemeProduct) {
  return db.selectFrom('theme_versions').selectAll().where('domain', '=', domain).where('product', '=', product).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

// Every page reads it (the boot data's theme): compiled once, served by the primary key's index.
const newestPublished = reusableQuery((db, p: { domain: string; product: string }) =>
  db.selectFrom('theme_versions').select(['version', 'document_json']).where('domain', '=', p.domain).where('product', '=', p.product).orderBy('version', 'desc').limit(1),
);

/**
 * The company's published theme of `product` and its version number, or null (the default look). Read from the
 * database on every call, not kept: another instance's publish shows on the next page this one serves.
 */
export async function publishedTheme(db: Db, domain: string, product: ThemeProduct): Promise<{ version: number; theme: ThemeDocument } | null> {
  const [row] = await newestPublished(db, { domain, product });
  return row ? { version: row.version, theme: JSON.parse(row.document_json) as ThemeDocument } : null;
}
