import path from 'node:path';
import { THEME_DOCUMENT_SCHEMAS, ThemeDocument, ThemeExport } from '@careers/shared/contracts/theme';
import { DEFAULT_SECTIONS, defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import type { ThemeDocument as ThemeDocumentType } from '@careers/shared/theme/themeFields';

// The theme schemas as the server's validator (Fastify's Ajv) reads them.
interface Ajv {
  validate(schema: object, value: unknown): boolean;
  errorsText(): string;
}
const AjvClass = require(require.resolve('ajv', { paths: [path.dirname(require.resolve('@fastify/ajv-compiler'))] })) as { default: new (options: object) => Ajv };
const ajv = new AjvClass.default({ allErrors: false });
const valid = (schema: object, value: unknown) => ajv.validate(schema, value);

const withToken = (document: ThemeDocumentType, section: string, field: string, value: unknown) =>
  ({ ...document, sections: { ...document.sections, [section]: { ...(document.sections as Record<string, object>)[section], [field]: value } } }) as ThemeDocumentType;

it.each(['pcsx', 'default'] as const)("accepts %s's default document, alone and as an export", (product) => {
  const document = defaultThemeDocument(product);
  expect(valid(THEME_DOCUMENT_SCHEMAS[product], document)).toBe(true);
  expect(valid(ThemeDocument, document)).toBe(true);
  expect(valid(ThemeExport, { format: 'careers-theme', formatVersion: 1, theme: document })).toBe(true);
});

it('refuses a mistyped colour, an unknown token, a length out of bounds, a missing section and the other product\'s section', () => {
  const pcsx = defaultThemeDocument('pcsx');
  expect(valid(ThemeDocument, withToken(pcsx, 'navbar', 'backgroundColour', 'red'))).toBe(false);
  expect(valid(THEME_DOCUMENT_SCHEMAS.pcsx, withToken(pcsx, 'navbar', 'backgroundColour', 'red'))).toBe(false);
  expect(ajv.errorsText()).toBe('data/sections/navbar/backgroundColour must match pattern "^#[0-9a-fA-F]{6}$"');
  expect(valid(ThemeDocument, withToken(pcsx, 'navbar', 'shadow', '#000000'))).toBe(false);
  expect(valid(ThemeDocument, withToken(pcsx, 'border_radius', 'small', 99))).toBe(false);
  expect(valid(ThemeDocument, withToken(pcsx, 'pcsx_hero_image', 'image', '../../etc/passwd'))).toBe(false);
  expect(valid(ThemeDocument, withToken(pcsx, 'pcsx_hero_image', 'image', `${'a'.repeat(64)}.png`))).toBe(true);
  const { navbar: _navbar, ...withoutNavbar } = pcsx.sections;
  expect(valid(ThemeDocument, { ...pcsx, sections: withoutNavbar })).toBe(false);
  expect(valid(ThemeDocument, { ...pcsx, sections: { ...pcsx.sections, talent_experience_core: DEFAULT_SECTIONS.talent_experience_core } })).toBe(false);
  expect(valid(ThemeExport, { format: 'careers-theme', formatVersion: 2, theme: pcsx })).toBe(false);
});
