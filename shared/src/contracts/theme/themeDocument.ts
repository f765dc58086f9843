import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../schemaParts';
import {
  PRODUCT_SECTIONS,
  THEME_FONTS,
  THEME_SECTIONS,
  type ThemeDocument as ThemeDocumentType,
  type ThemeFieldKind,
  type ThemeProduct,
  type ThemeSectionName,
  type ThemeSections,
} from '@careers/shared/theme/themeFields';

/** `#rrggbb`: what a picker gives and what a person types; the builder expands `#rgb` before it saves. */
export const HEX_COLOUR_PATTERN = '^#[0-9a-fA-F]{6}$';

/** An uploaded image's id (the server names it by its content's hash): `<64 hex>.<png|jpg|webp>`. */
export const THEME_ASSET_ID_PATTERN = '^[0-9a-f]{64}\\.(png|jpg|webp)$';

function fieldSchema(field: ThemeFieldKind): TSchema {
  switch (field.kind) {
    case 'colour':
      return Type.String({ pattern: HEX_COLOUR_PATTERN });
    case 'length':
      return Type.Integer({ minimum: field.min, maximum: field.max });
    case 'font':
      return StringEnum(Object.keys(THEME_FONTS) as (keyof typeof THEME_FONTS)[]);
    case 'choice':
      return StringEnum(field.values);
    case 'image':
      return Nullable(Type.String({ pattern: THEME_ASSET_ID_PATTERN }));
  }
}

function sectionSchema(section: ThemeSectionName): TSchema {
  const fields = THEME_SECTIONS[section] as Record<string, ThemeFieldKind>;
  return Type.Object(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])), { additionalProperties: false });
}

function productSchema(product: ThemeProduct) {
  return Type.Object(
    {
      product: Type.Literal(product),
      sections: Type.Unsafe<ThemeSections>(
        Type.Object(Object.fromEntries(PRODUCT_SECTIONS[product].map((section) => [section, sectionSchema(section)])), { additionalProperties: false }),
      ),
    },
    { additionalProperties: false },
  );
}

/**
 * A whole theme of one product: every section of the product with every token set (no partial themes: what is saved
 * is what is drawn). The server checks drafts, publishes and imports against it; unknown sections or tokens fail.
 */
export const ThemeDocument = Type.Union([productSchema('pcsx'), productSchema('default')]);
export type ThemeDocument = ThemeDocumentType;

/** A file `GET …/export` gives and `POST …/import` takes: the document with a header naming the format. */
export const ThemeExport = Type.Object(
  {
    format: Type.Literal('careers-theme'),
    formatVersion: Type.Literal(1),
    exportedAt: Type.Optional(Type.String({ maxLength: 40 })),
    theme: ThemeDocument,
  },
  { additionalProperties: false },
);
export type ThemeExport = Static<typeof ThemeExport> & { theme: ThemeDocument };

/** Each product's schema alone: its errors name the token at fault, where the union's would only say "anyOf". */
export const THEME_DOCUMENT_SCHEMAS = { pcsx: productSchema('pcsx'), default: productSchema('default') } as const;
