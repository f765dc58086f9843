import type { ContrastFinding, ThemeVersion, ThemeVersions } from '@careers/shared/contracts/theme';
import { contrastFailures } from '@careers/shared/theme/themeContrast';
import type { ThemeDocument, ThemeProduct } from '@careers/shared/theme/themeFields';
import type { Db, Tx } from '../../db/database';
import { conflict, DomainError, notFound, said } from '../../domainErrors';
import type { Tables } from '../../db/tables';
import type { Candidate } from '../candidates';
import { lockTheme, newestVersionRow, versionOf } from './themeRows';

/**
 * Publishing was refused: pairs fail WCAG contrast and no override was given. Carries the failing pairs, which the
 * route sends with the 422 so the builder can point at them.
 */
export class ThemeContrastRefused extends DomainError {
  constructor(readonly findings: ContrastFinding[]) {
    super('rule_broken', 'contrast_failed', said('server.theme.contrastFails', { count: findings.length }));
  }
}

const noVersion = () => notFound('not_found', said('server.theme.noVersion'));

/** Appends a version (the next number of the company's product) and returns it. */
async function appendVersion(trx: Tx, editor: Candidate, theme: ThemeDocument, now: Date, extra: Pick<Tables['theme_versions'], 'override_reason' | 'override_failures' | 'restored_from'>): Promise<ThemeVersion> {
  const newest = await newestVersionRow(trx, editor.domain, theme.product);
  const row: Tables['theme_versions'] = {
    domain: editor.domain, product: theme.product, version: (newest?.version ?? 0) + 1, document_json: JSON.stringify(theme),
    published_by: editor.email, published_at: now.toISOString(), ...extra,
  };
  await trx.insertInto('theme_versions').values(row).execute();
  return versionOf(row);
}

/**
 * Publishes the company's draft of `product` as its next version; visitors get it on their next page. A draft with
 * failing contrast pairs is refused (ThemeContrastRefused, 422) unless `override` gives a reason, which is recorded
 * with the version and how many pairs failed. The draft is then gone: it is what is published.
 */
export async function publishThemeDraft(db: Db, editor: Candidate, product: ThemeProduct, override: { reason: string } | undefined, now: Date): Promise<ThemeVersion> {
  return db.transaction().execute(async (trx) => {
    await lockTheme(trx, editor.domain, product);
    const draft = await trx.selectFrom('theme_drafts').select('document_json').where('domain', '=', editor.domain).where('product', '=', product).executeTakeFirst();
    if (!draft) throw conflict('no_draft', said('server.theme.noDraft'));
    const theme = JSON.parse(draft.document_json) as ThemeDocument;
    const failures = contrastFailures(theme);
    if (failures.length > 0 && !override) throw new ThemeContrastRefused(failures);
    const recorded = failures.length > 0 && override ? { override_reason: override.reason.trim(), override_failures: failures.length } : { override_reason: null, override_failures: null };
    const version = await appendVersion(trx, editor, theme, now, { ...recorded, restored_from: null });
    await trx.deleteFrom('theme_drafts').where('domain', '=', editor.domain).where('product', '=', product).execute();
    return version;
  });
}

/** GET …/versions: every published version, newest first, with who published it and when. */
export async function themeVersions(db: Db, domain: string, product: ThemeProduct): Promise<ThemeVersions> {
  const rows = await db.selectFrom('theme_versions').selectAll().where('domain', '=', domain).where('product', '=', product).orderBy('version', 'desc').execute();
  return { versions: rows.map(versionOf) };
}

/**
 * Publishes a copy of an earlier version as the next one (history is never rewritten): `restoredFrom` names it. It
 * was published once, so its override, if it had one, is carried over with it; the draft is left alone.
 */
export async function restoreThemeVersion(db: Db, editor: Candidate, product: ThemeProduct, version: number, now: Date): Promise<ThemeVersion> {
  return db.transaction().execute(async (trx) => {
    await lockTheme(trx, editor.domain, product);
    const old = await trx.selectFrom('theme_versions').selectAll()
      .where('domain', '=', editor.domain).where('product', '=', product).where('version', '=', version).executeTakeFirst();
    if (!old) throw noVersion();
    const theme = JSON.parse(old.document_json) as ThemeDocument;
    return appendVersion(trx, editor, theme, now, { override_reason: old.override_reason, override_failures: old.override_failures, restored_from: old.version });
  });
}
