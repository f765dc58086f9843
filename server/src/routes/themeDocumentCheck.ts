import { AjvCompiler } from '@fastify/ajv-compiler';
import { THEME_DOCUMENT_SCHEMAS } from '@careers/shared/contracts/theme';
import { THEME_SECTIONS, type ThemeDocument, type ThemeFieldKind, type ThemeProduct } from '@careers/shared/theme/themeFields';
import { badInput, said, type Said } from '../domainErrors';

// A theme sent to the builder (a draft, an imported file) is checked here, at the HTTP boundary, against its product's
// own JSON schema (shared/contracts/theme), with the Ajv Fastify itself validates with, but strict: nothing coerced ("16" is no length), nothing dropped (an unknown token is an error, not
// silently removed as Fastify's default options would). The first problem is said in a theme editor's words, naming
// the token as the file spells it (sections/navbar/backgroundColour).

interface Validate {
  (value: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown> }> | null;
}

// Built on first use, not at start: most instances' processes never check a theme (issue 26, the heap at start).
let buildValidator: ReturnType<ReturnType<typeof AjvCompiler>> | null = null;
const validators = new Map<ThemeProduct, Validate>();
function validatorOf(product: ThemeProduct): Validate {
  let validate = validators.get(product);
  if (!validate) {
    buildValidator ??= AjvCompiler()({}, { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: false } });
    validate = buildValidator({ schema: THEME_DOCUMENT_SCHEMAS[product], method: 'POST', url: '/theme', httpPart: 'body' }) as unknown as Validate;
    validators.set(product, validate);
  }
  return validate;
}

const invalid = (text: Said) => badInput('invalid_theme', text);

/** The kind of token a `sections/<section>/<field>` path names, if it names one. */
function fieldKind(path: string[]): ThemeFieldKind | undefined {
  const [top, section, field] = path;
  if (top !== 'sections' || !section || !field) return undefined;
  return (THEME_SECTIONS as Record<string, Record<string, ThemeFieldKind> | undefined>)[section]?.[field];
}

/** Ajv's first error as a theme editor's message. */
function problemOf(error: NonNullable<Validate['errors']>[number]): Said {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'additionalProperties') {
    return said('server.theme.unknownToken', { token: [...path, String(error.params.additionalProperty)].join('/') });
  }
  if (error.keyword === 'required') return said('server.theme.missingToken', { token: [...path, String(error.params.missingProperty)].join('/') });
  const token = path.join('/') || 'theme';
  if (fieldKind(path)?.kind === 'colour') return said('server.theme.badColour', { token });
  return said('server.theme.badValue', { token });
}

/**
 * `value` as a whole theme of `product`, or a bad_input failure naming its first problem: the other product's theme,
 * a missing or unknown section or token, a value of the wrong kind ('… must be a colour like #1a2b3c.').
 */
export function checkThemeDocument(product: ThemeProduct, value: unknown): ThemeDocument {
  const found = (value as { product?: unknown } | null)?.product;
  if (typeof found === 'string' && found !== product && (found === 'pcsx' || found === 'default')) {
    throw invalid(said('server.theme.wrongProduct', { found, expected: product }));
  }
  const validate = validatorOf(product);
  if (validate(value)) return value as ThemeDocument;
  const [first] = validate.errors ?? [];
  throw invalid(first ? problemOf(first) : said('server.theme.notThemeFile'));
}

/**
 * The theme inside an exported file (`{ format: 'careers-theme', formatVersion: 1, theme }`), checked as above; a
 * file of any other shape is 'not a careers theme export'.
 */
export function checkThemeExport(product: ThemeProduct, file: unknown): ThemeDocument {
  const header = file as { format?: unknown; formatVersion?: unknown; theme?: unknown } | null;
  if (!header || typeof header !== 'object' || Array.isArray(header) || header.format !== 'careers-theme' || header.formatVersion !== 1 || !header.theme) {
    throw invalid(said('server.theme.notThemeFile'));
  }
  const extra = Object.keys(header).find((key) => !['format', 'formatVersion', 'exportedAt', 'theme'].includes(key));
  if (extra) throw invalid(said('server.theme.unknownToken', { token: extra }));
  return checkThemeDocument(product, header.theme);
}
