import { isPseudoLocale } from './pseudoLocale';

// Spanish of the Americas: a region with its own Spanish falls back to the Latin American one (es-419, CLDR's
// parent of these regions' Spanish) before plain Spanish, which reads as Spain's.
const LATIN_AMERICAN_SPANISH = new Set(
  'AR BO BR BZ CL CO CR CU DO EC GT HN MX NI PA PE PR PY SV US UY VE'.split(' '),
);

/** A language tag as compared here: '-' between parts, lower case ('pt_BR' → 'pt-br'). */
export const normaliseTag = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

/**
 * The tags whose messages `tag` reads, most specific first: the tag, its CLDR parent where it is not the base
 * language (es-MX → es-419), then its base language. Written as given; compare with `normaliseTag`.
 * @example localeFallbacks('es-MX') // ['es-MX', 'es-419', 'es']
 * @example localeFallbacks('pt-BR') // ['pt-BR', 'pt']
 */
export function localeFallbacks(tag: string): string[] {
  // A pseudo-locale (en-XA, ar-XB) is English made to look translated: it reads English's texts, never Arabic's.
  if (isPseudoLocale(tag)) return [tag, 'en'];
  const parts = tag.trim().replace(/_/g, '-').split('-').filter(Boolean);
  const base = parts[0];
  if (!base) return [];
  const region = parts.slice(1).find((part) => /^[A-Za-z]{2}$|^\d{3}$/.test(part))?.toUpperCase();
  const chain = [parts.join('-')];
  if (base.toLowerCase() === 'es' && region && LATIN_AMERICAN_SPANISH.has(region)) chain.push('es-419');
  chain.push(base);
  return [...new Set(chain)];
}
