import { isPseudoLocale } from './pseudoLocale';

// CLDR's parent locales, where a region's language reads another region's before the plain language.
// Spanish of the Americas: the Latin American one (es-419), not plain Spanish, which reads as Spain's.
const LATIN_AMERICAN_SPANISH = new Set('AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE'.split(' '));
// English outside the United States (and its territories): British spelling (CLDR's en-001 and en-150; en-GB is
// the product's locale of that English).
const AMERICAN_ENGLISH = new Set('US AS GU MP PR UM VI'.split(' '));
// Portuguese of Africa, Asia and Europe: Portugal's (CLDR's pt-PT), not Brazil's.
const EUROPEAN_PORTUGUESE = new Set('AO CH CV GQ GW LU MO MZ ST TL'.split(' '));
// Chinese in Traditional characters: Taiwan's, Hong Kong's and Macao's, or any tag that says Hant.
const TRADITIONAL_CHINESE = new Set('TW HK MO'.split(' '));

/** The locale of another region whose texts a tag reads before its base language's (CLDR parents), if any. */
function regionalParent(base: string, region: string | undefined, script: string | undefined): string | undefined {
  if (base === 'es' && region && LATIN_AMERICAN_SPANISH.has(region)) return 'es-419';
  if (base === 'en' && region && !AMERICAN_ENGLISH.has(region)) return 'en-GB';
  if (base === 'pt' && region && EUROPEAN_PORTUGUESE.has(region)) return 'pt-PT';
  if (base === 'zh') return script === 'hant' || (script !== 'hans' && region && TRADITIONAL_CHINESE.has(region)) ? 'zh-TW' : 'zh-CN';
  return undefined;
}

// Norwegian: Bokmål (nb) and Nynorsk (nn) read the product's Norwegian (no), and the other way round.
const NORWEGIAN: Record<string, string[]> = { nb: ['no'], nn: ['no', 'nb'], no: ['nb'] };

/** A language tag as compared here: '-' between parts, lower case ('pt_BR' → 'pt-br'). */
export const normaliseTag = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/**
 * The tags whose messages `tag` reads, most specific first: the tag, its CLDR parent where it is not the base
 * language (es-MX → es-419, en-AU → en-GB, zh-HK → zh-TW, pt-AO → pt-PT), then its base language (and Norwegian's
 * other names). Written as given; compare with `normaliseTag`.
 * @example localeFallbacks('es-MX') // ['es-MX', 'es-419', 'es']
 * @example localeFallbacks('pt-BR') // ['pt-BR', 'pt']
 * @example localeFallbacks('nb-NO') // ['nb-NO', 'nb', 'no']
 */
export function localeFallbacks(tag: string): string[] {
  // A pseudo-locale (en-XA, ar-XB) is English made to look translated: it reads English's texts, never Arabic's.
  if (isPseudoLocale(tag)) return [tag, 'en'];
  const parts = tag.trim().replace(/_/g, '-').split('-').filter(Boolean);
  const base = parts[0]?.toLowerCase();
  if (!base) return [];
  const region = parts.slice(1).find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part))?.toUpperCase();
  const script = parts.slice(1).find((part) => /^[A-Za-z]{4}$/.test(part))?.toLowerCase();
  const chain = [parts.join('-')];
  const parent = regionalParent(base, region, script);
  if (parent) chain.push(parent);
  chain.push(parts[0]!, ...(NORWEGIAN[base] ?? []));
  return [...new Set(chain)];
}
