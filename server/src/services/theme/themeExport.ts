import type { ThemeDraftSaved, ThemeExport } from '@careers/shared/contracts/theme';
import type { ThemeDocument, ThemeProduct } from '@careers/shared/theme/themeFields';
import type { Db } from '../../db/database';
import { notFound, said } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { saveThemeDraft } from './themeDrafts';
import { draftOf, newestVersionRow, versionOf } from './themeRows';

const nothingToExport = () => notFound('not_found', said('server.theme.nothingToExport'));

/**
 * GET …/export: the draft or the published theme as a file to download, with its name: `careers-theme-pcsx-v3.json`
 * for version 3, `careers-theme-pcsx-draft.json` for the draft. Without a `source`: the draft when there is one
 * (what the builder shows), else the published theme.
 */
export async function exportTheme(db: Db, domain: string, product: ThemeProduct, source: 'draft' | 'published' | undefined, now: Date): Promise<{ file: ThemeExport; fileName: string }> {
  const exportedAt = now.toISOString();
  if (source !== 'published') {
    const row = await db.selectFrom('theme_drafts').select(['document_json', 'saved_at', 'saved_by']).where('domain', '=', domain).where('product', '=', product).executeTakeFirst();
    if (row) return { file: { format: 'careers-theme', formatVersion: 1, exportedAt, theme: draftOf(row).theme }, fileName: `careers-theme-${product}-draft.json` };
    if (source === 'draft') throw nothingToExport();
  }
  const row = await newestVersionRow(db, domain, product);
  if (!row) throw nothingToExport();
  const version = versionOf(row);
  return { file: { format: 'careers-theme', formatVersion: 1, exportedAt, theme: version.theme }, fileName: `careers-theme-${product}-v${version.version}.json` };
}

/**
 * POST …/import: the theme of an exported file (its format, product and tokens checked by the route) becomes the
 * draft, once its images are checked too: a file with any problem changes nothing and is refused naming the first.
 */
export async function importTheme(db: Db, editor: Candidate, theme: ThemeDocument, now: Date): Promise<ThemeDraftSaved> {
  return saveThemeDraft(db, editor, theme, now);
}
