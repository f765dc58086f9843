import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { badInput, loginRequired, notAllowed, notFound, said, unsupported } from '../domainErrors';
import { httpErrorOf } from '../errors';
import { pageI18n, requestLocale } from '../i18n/requestLocale';
import { serverI18n } from '../i18n/serverI18n';
import { clientKey } from '../plugins/rateLimit';
import { requestDomain } from '../plugins/requestContext';
import { uploadSlotsOf } from '../services/files/uploadSlots';
import { readThemeAsset, storeThemeAsset, THEME_ASSET_LIMITS } from '../services/theme/themeAssets';
import { checkThemeDocument, checkThemeExport } from './themeDocumentCheck';
import { discardThemeDraft, saveThemeDraft, themeBuilderState } from '../services/theme/themeDrafts';
import { canEditTheme } from '../services/theme/themeEditor';
import type { Candidate } from '../services/candidates';
import { exportTheme, importTheme } from '../services/theme/themeExport';
import { publishedTheme } from '../services/theme/themeRows';
import { publishThemeDraft, restoreThemeVersion, ThemeContrastRefused, themeVersions } from '../services/theme/themeVersions';
import { widgetPreviewPage } from '../views/widgetPreviewPage';
import { shownLocale } from '@careers/shared/i18n/shownLocale';
import {
  PublishedTheme, PublishedThemeQuery, PublishThemeBody, ThemeAsset, ThemeAssetQuery, ThemeBuilderState, ThemeContrastRefusal, ThemeDraftSaved, ThemeExportQuery,
  ThemeProductParams, ThemeVersion, ThemeVersionParams, ThemeVersions,
} from '@careers/shared/contracts/theme';
import { THEME_ASSET_ID_PATTERN } from '@careers/shared/contracts/theme';
import { Ok } from '@careers/shared/contracts/schemaParts';
import { ifNoneMatchHits } from './ifNoneMatch';
import type { TypedApp } from './typedApp';

// The theme is checked against its product's own schema by the service (themeDocumentCheck.ts), whose message names
// the token at fault; the union schema's 'must match a schema in anyOf' would name nothing.
const DraftBody = Type.Object({ theme: Type.Unknown() });
const AssetParams = Type.Object({ id: Type.String({ pattern: THEME_ASSET_ID_PATTERN }) });
const MULTIPART_SHAPE_ERRORS = new Set(['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_PROTO_VIOLATION']);
const oneFilePart = () => badInput('invalid_request', said('server.upload.fileShape'));

/** The theme editor reading the builder's data; anyone else: not found (404). */
function themeEditorReading(request: FastifyRequest): Candidate {
  if (!request.candidate) throw loginRequired();
  if (!canEditTheme(request.candidate)) throw notFound('not_found', 'Not found.');
  return request.candidate;
}

/** The theme editor changing the theme; anyone else: not allowed (403). */
function themeEditorChanging(request: FastifyRequest): Candidate {
  if (!request.candidate) throw loginRequired();
  if (!canEditTheme(request.candidate)) throw notAllowed('forbidden', 'This request is not allowed.');
  return request.candidate;
}

/** The builder's reads: a theme editor's alone; to anyone else 404, as if they did not exist (the hook runs before validation). */
const editorReads = { onRequest: async (request: FastifyRequest) => void themeEditorReading(request) };
/** The builder's changes: a theme editor's alone; anyone else 403. */
const editorChanges = { onRequest: async (request: FastifyRequest) => void themeEditorChanging(request) };

/**
 * The theme builder's API (issue 32; the routes are listed in shared/src/contracts/theme/themeApi.ts), its widget
 * preview page, the published theme and its images. Every change is the editor's company's, in one transaction.
 */
export async function themeBuilderRoutes(app: TypedApp, ctx: AppContext): Promise<void> {
  const now = () => new Date(ctx.now());
  const largest = Math.max(...Object.values(THEME_ASSET_LIMITS).map((limit) => limit.maxBytes));
  await app.register(multipart, {
    // One file and nothing else; one byte over the largest limit is enough to know a file is too large.
    limits: { fileSize: largest + 1, files: 1, fields: 0, parts: 1, headerPairs: 20, fieldNameSize: 100 },
    throwFileSizeLimit: false,
  });
  const uploadRate = { rateLimit: { max: ctx.config.formSubmitRateLimitMax, timeWindow: '1 minute' } };

  app.get('/api/pcsx/theme_builder/:product', { ...editorReads, schema: { params: ThemeProductParams, response: { 200: ThemeBuilderState } } }, async (request) =>
    themeBuilderState(ctx.db, themeEditorReading(request).domain, request.params.product));

  app.put('/api/pcsx/theme_builder/:product/draft', { ...editorChanges, schema: { params: ThemeProductParams, body: DraftBody, response: { 200: ThemeDraftSaved } } }, async (request) =>
    saveThemeDraft(ctx.db, themeEditorChanging(request), checkThemeDocument(request.params.product, request.body.theme), now()));

  app.delete('/api/pcsx/theme_builder/:product/draft', { ...editorChanges, schema: { params: ThemeProductParams, response: { 200: Ok } } }, async (request) => {
    await discardThemeDraft(ctx.db, themeEditorChanging(request), request.params.product);
    return { ok: true };
  });

  app.post('/api/pcsx/theme_builder/:product/publish', { ...editorChanges, schema: { params: ThemeProductParams, body: PublishThemeBody, response: { 200: ThemeVersion, 422: ThemeContrastRefusal } } }, async (request, reply) => {
    try {
      return await publishThemeDraft(ctx.db, themeEditorChanging(request), request.params.product, request.body?.override, now());
    } catch (error) {
      if (!(error instanceof ThemeContrastRefused)) throw error;
      // The failing pairs go with the refusal: the builder marks each one.
      const known = httpErrorOf(error, pageI18n(await requestDomain(ctx, request), request));
      return reply.code(422).send({ error: { code: 'contrast_failed' as const, message: known.message, findings: error.findings } });
    }
  });

  app.get('/api/pcsx/theme_builder/:product/versions', { ...editorReads, schema: { params: ThemeProductParams, response: { 200: ThemeVersions } } }, async (request) =>
    themeVersions(ctx.db, themeEditorReading(request).domain, request.params.product));

  app.post('/api/pcsx/theme_builder/:product/versions/:version/restore', { ...editorChanges, schema: { params: ThemeVersionParams, response: { 200: ThemeVersion } } }, async (request) =>
    restoreThemeVersion(ctx.db, themeEditorChanging(request), request.params.product, request.params.version, now()));

  app.get('/api/pcsx/theme_builder/:product/export', { ...editorReads, schema: { params: ThemeProductParams, querystring: ThemeExportQuery } }, async (request, reply) => {
    const { file, fileName } = await exportTheme(ctx.db, themeEditorReading(request).domain, request.params.product, request.query.source, now());
    return reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'private, no-store').send(file);
  });

  app.post('/api/pcsx/theme_builder/:product/import', { ...editorChanges, schema: { params: ThemeProductParams, response: { 200: ThemeDraftSaved } } }, async (request) =>
    importTheme(ctx.db, themeEditorChanging(request), checkThemeExport(request.params.product, request.body), now()));

  app.post('/api/pcsx/theme_builder/assets', { ...editorChanges, config: uploadRate, schema: { querystring: ThemeAssetQuery, response: { 201: ThemeAsset } } }, async (request, reply) => {
    const editor = themeEditorChanging(request);
    if (!request.isMultipart()) throw unsupported('unsupported_media_type', said('server.upload.fileShape'));
    return uploadSlotsOf(ctx).run(clientKey(request), async () => {
      const part = await request.file().catch((error: { code?: string }) => {
        if (error.code && MULTIPART_SHAPE_ERRORS.has(error.code)) throw oneFilePart();
        throw error;
      });
      if (!part || part.fieldname !== 'file') throw oneFilePart();
      const bytes = await part.toBuffer();
      const asset = await storeThemeAsset(ctx.db, editor, request.query.use, { bytes, name: part.filename, truncated: part.file.truncated }, now());
      return reply.code(201).send(asset);
    });
  });

  // Public: the pages and the embedded widgets show them. The id is the content's hash, so the answer never changes.
  app.get('/api/pcsx/theme_assets/:id', { config: { public: true }, schema: { params: AssetParams } }, async (request, reply) => {
    const asset = await readThemeAsset(ctx.db, request.domainId, request.params.id);
    if (!asset) throw notFound('not_found', 'Not found.');
    return reply
      .type(asset.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // Widgets on a company's intranet (another origin) draw the logo too.
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-length', asset.size)
      .send(asset.content);
  });

  // Public, and readable by the company's embedding origins (plugins/cors.ts): the widgets' theme. Revalidated on
  // every use (no-cache + ETag): a publish shows at once, an unchanged theme costs a 304. Private: kept by the
  // browser alone. A shared cache may store a no-cache answer, and this one carries a signed-in visitor's CSRF token
  // (x-csrf-token) and, without ?domain=, their session's company: the 304 another visitor's revalidation gets would
  // hand them the stored answer, token and all.
  app.get('/api/pcsx/theme', { config: { public: true }, schema: { querystring: PublishedThemeQuery, response: { 200: PublishedTheme, 304: Type.Null() } } }, async (request, reply) => {
    const domain = await requestDomain(ctx, request);
    const published = await publishedTheme(ctx.db, domain.id, request.query.product);
    const tag = createHash('sha256').update(`${domain.id}\n${request.query.product}\n${published?.version ?? 0}`).digest('base64url').slice(0, 27);
    const etag = `"theme-${tag}"`;
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
    return { theme: published?.theme ?? null };
  });

  app.get('/theme-builder/widget-preview', { config: { html: true } }, async (request, reply) => {
    // Not a builder's page to anyone else: the site's own not-found page.
    if (!canEditTheme(request.candidate)) return reply.callNotFound();
    const domain = await requestDomain(ctx, request);
    const locale = requestLocale(domain, request);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .send(widgetPreviewPage({ lang: shownLocale(locale), title: serverI18n(locale).t('server.theme.widgetPreviewTitle'), nonce: request.cspNonce }));
  });
}
