import type { ThemeBuilderState, ThemeDraftSaved } from '@careers/shared/contracts/theme';
import { checkThemeContrast } from '@careers/shared/theme/themeContrast';
import { defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import { THEME_SECTIONS, type ThemeDocument, type ThemeFieldKind, type ThemeProduct } from '@careers/shared/theme/themeFields';
import type { Db } from '../../db/database';
import { badInput, said } from '../../domainErrors';
import type { Candidate } from '../candidates';
import { draftOf, lockTheme, newestVersionRow, versionOf } from './themeRows';

/** GET /api/pcsx/theme_builder/:product: the draft, the published version and the product's defaults. */
export async function themeBuilderState(db: Db, domain: string, product: ThemeProduct): Promise<ThemeBuilderState> {
  const [draft, published] = await Promise.all([
    db.selectFrom('theme_drafts').select(['document_json', 'saved_at', 'saved_by']).where('domain', '=', domain).where('product', '=', product).executeTakeFirst(),
    newestVersionRow(db, domain, product),
  ]);
  return { product, draft: draft ? draftOf(draft) : null, published: published ? versionOf(published) : null, defaults: defaultThemeDocument(product) };
}

/** The ids of the uploaded images a theme names (its tokens of kind 'image' that are set), with their tokens. */
function themeImages(document: ThemeDocument): Array<{ token: string; id: string }> {
  const images: Array<{ token: string; id: string }> = [];
  for (const [section, values] of Object.entries(document.sections)) {
    const fields = (THEME_SECTIONS as Record<string, Record<string, ThemeFieldKind>>)[section] ?? {};
    for (const [field, kind] of Object.entries(fields)) {
      const id = (values as Record<string, unknown>)[field];
      if (kind.kind === 'image' && typeof id === 'string') images.push({ token: `sections/${section}/${field}`, id });
    }
  }
  return images;
}

/** Refuses a theme naming an image this company has not uploaded (another company's, or a made-up id). */
async function checkThemeImages(db: Db, domain: string, theme: ThemeDocument): Promise<void> {
  for (const { token, id } of themeImages(theme)) {
    const found = await db.selectFrom('theme_assets').select('id').where('domain', '=', domain).where('id', '=', id).executeTakeFirst();
    if (!found) throw badInput('unknown_image', said('server.theme.unknownImage', { token }));
  }
}

/**
 * Saves `theme` (already checked against its product's schema) as the company's draft of its product, replacing the
 * one before, and measures its contrast pairs: the builder shows the findings; failing ones do not stop a draft.
 */
export async function saveThemeDraft(db: Db, editor: Candidate, theme: ThemeDocument, now: Date): Promise<ThemeDraftSaved> {
  await checkThemeImages(db, editor.domain, theme);
  const row = { domain: editor.domain, product: theme.product, document_json: JSON.stringify(theme), saved_by: editor.email, saved_at: now.toISOString() };
  await db.transaction().execute(async (trx) => {
    await lockTheme(trx, editor.domain, theme.product);
    await trx.deleteFrom('theme_drafts').where('domain', '=', editor.domain).where('product', '=', theme.product).execute();
    await trx.insertInto('theme_drafts').values(row).execute();
  });
  return { draft: draftOf(row), findings: checkThemeContrast(theme) };
}

/** DELETE …/draft: the draft is gone; the published theme stays. Discarding no draft changes nothing. */
export async function discardThemeDraft(db: Db, editor: Candidate, product: ThemeProduct): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockTheme(trx, editor.domain, product);
    await trx.deleteFrom('theme_drafts').where('domain', '=', editor.domain).where('product', '=', product).execute();
  });
}
