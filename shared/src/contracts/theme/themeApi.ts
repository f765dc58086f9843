import { Type, type Static } from '@sinclair/typebox';
import { THEME_PRODUCTS } from '@careers/shared/theme/themeFields';
import type { ContrastFinding as ContrastFindingType } from '@careers/shared/theme/themeContrast';
import { MAX_ROW_ID, Nullable, StringEnum } from '../schemaParts';
import { ThemeDocument } from './themeDocument';

// The theme builder's API (issue 32). Every route but the published theme and its images is for a theme editor only:
// to anyone else the builder's data is a 404 (nothing tells a candidate it exists) and a change is a 403.
//   GET    /api/pcsx/theme_builder/:product                         → ThemeBuilderState
//   PUT    /api/pcsx/theme_builder/:product/draft                   SaveThemeDraftBody → ThemeDraftSaved
//   DELETE /api/pcsx/theme_builder/:product/draft                   → Ok (the draft is discarded)
//   POST   /api/pcsx/theme_builder/:product/publish                 PublishThemeBody → ThemeVersion (422 ThemeContrastRefusal when a pair fails without an override)
//   GET    /api/pcsx/theme_builder/:product/versions                → ThemeVersions (newest first)
//   POST   /api/pcsx/theme_builder/:product/versions/:version/restore → ThemeVersion (published again as a new version)
//   GET    /api/pcsx/theme_builder/:product/export?source=draft|published → ThemeExport (a file to download)
//   POST   /api/pcsx/theme_builder/:product/import                  ThemeExport → ThemeDraftSaved (becomes the draft)
//   POST   /api/pcsx/theme_builder/assets?use=hero|logo              multipart image → ThemeAsset
//   GET    /api/pcsx/theme_assets/:id                                the image (public, immutable)
//   GET    /api/pcsx/theme?product=default                           PublishedTheme (public: the embedded widgets' theme)

export const ThemeProductParams = Type.Object({ product: StringEnum(THEME_PRODUCTS) });
export type ThemeProductParams = Static<typeof ThemeProductParams>;

export const ThemeVersionParams = Type.Object({ product: StringEnum(THEME_PRODUCTS), version: Type.Integer({ minimum: 1, maximum: MAX_ROW_ID }) });
export type ThemeVersionParams = Static<typeof ThemeVersionParams>;

/** One measured text/background or border pair (themeContrast.ts). */
export const ContrastFinding = Type.Unsafe<ContrastFindingType>(
  Type.Object({
    fg: Type.String(),
    bg: Type.String(),
    kind: StringEnum(['text', 'large', 'border'] as const),
    ratio: Type.Number(),
    minimum: Type.Number(),
    passes: Type.Boolean(),
  }),
);
export type ContrastFinding = ContrastFindingType;

/** The unpublished theme a theme editor is working on (one per company and product). */
export const ThemeDraft = Type.Object({ theme: ThemeDocument, savedAt: Type.String(), savedBy: Type.String() });
export type ThemeDraft = Static<typeof ThemeDraft> & { theme: ThemeDocument };

/** A published version. Versions are never changed or removed: restoring one publishes a copy of it. */
export const ThemeVersion = Type.Object({
  version: Type.Integer(),
  theme: ThemeDocument,
  publishedAt: Type.String(),
  publishedBy: Type.String(),
  /** Set when it was published with failing pairs: who accepted them, and why. */
  override: Nullable(Type.Object({ reason: Type.String(), failures: Type.Integer() })),
  /** The version this one restored, when it was a restore. */
  restoredFrom: Nullable(Type.Integer()),
});
export type ThemeVersion = Static<typeof ThemeVersion> & { theme: ThemeDocument };

export const ThemeBuilderState = Type.Object({
  product: StringEnum(THEME_PRODUCTS),
  draft: Nullable(ThemeDraft),
  published: Nullable(ThemeVersion),
  /** The product's default look: a new draft's start and the builder's "Reset section". */
  defaults: ThemeDocument,
});
export type ThemeBuilderState = Static<typeof ThemeBuilderState>;

export const SaveThemeDraftBody = Type.Object({ theme: ThemeDocument }, { additionalProperties: false });
export type SaveThemeDraftBody = Static<typeof SaveThemeDraftBody>;

export const ThemeDraftSaved = Type.Object({ draft: ThemeDraft, findings: Type.Array(ContrastFinding) });
export type ThemeDraftSaved = Static<typeof ThemeDraftSaved>;

/** Publishing the draft; `override` is required when a pair fails, and is recorded with the version. */
export const PublishThemeBody = Type.Object(
  { override: Type.Optional(Type.Object({ reason: Type.String({ minLength: 10, maxLength: 500 }) }, { additionalProperties: false })) },
  { additionalProperties: false },
);
export type PublishThemeBody = Static<typeof PublishThemeBody>;

/** The 422 a publish gets when pairs fail and no override was given: the failing pairs, for the builder to mark. */
export const ThemeContrastRefusal = Type.Object({
  error: Type.Object({ code: Type.Literal('contrast_failed'), message: Type.String(), findings: Type.Array(ContrastFinding) }),
});
export type ThemeContrastRefusal = Static<typeof ThemeContrastRefusal>;

export const ThemeVersions = Type.Object({ versions: Type.Array(ThemeVersion) });
export type ThemeVersions = Static<typeof ThemeVersions>;

export const ThemeExportQuery = Type.Object({ source: Type.Optional(StringEnum(['draft', 'published'] as const)) });
export type ThemeExportQuery = Static<typeof ThemeExportQuery>;

export const ThemeAssetQuery = Type.Object({ use: StringEnum(['hero', 'logo'] as const) });
export type ThemeAssetQuery = Static<typeof ThemeAssetQuery>;

/** An uploaded image, named by its content's hash; `url` serves it. */
export const ThemeAsset = Type.Object({
  id: Type.String(),
  url: Type.String(),
  contentType: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type ThemeAsset = Static<typeof ThemeAsset>;

export const PublishedThemeQuery = Type.Object({ product: StringEnum(THEME_PRODUCTS), domain: Type.Optional(Type.String({ maxLength: 253 })) });
export type PublishedThemeQuery = Static<typeof PublishedThemeQuery>;

/** The company's published theme of a product; null: the default look. */
export const PublishedTheme = Type.Object({ theme: Nullable(ThemeDocument) });
export type PublishedTheme = Static<typeof PublishedTheme>;
