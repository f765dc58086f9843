import { localeFallbacks, normaliseTag } from './localeFallbacks';
import { isPseudoLocale } from './pseudoLocale';

/**
 * The entry of `supported` that serves `tag`: the tag itself, else its fallbacks (es-MX → es-419 → es), else
 * another region of its language (pt → pt-BR, es-ES → es-419 when that is all there is).
 */
function match(tag: string, supported: readonly string[]): string | undefined {
  const byTag = new Map(supported.map((locale) => [normaliseTag(locale), locale]));
  for (const candidate of localeFallbacks(tag)) {
    const found = byTag.get(normaliseTag(candidate));
    if (found) return found;
  }
  const base = normaliseTag(tag).split('-')[0];
  // Never a pseudo-locale for a real language's region: an Arabic browser must not get ar-XB.
  return base ? supported.find((locale) => normaliseTag(locale).split('-')[0] === base && !isPseudoLocale(locale)) : undefined;
}

/**
 * Picks the interface language (spec §9) among `supported` (the company's languages that have messages): the
 * window setting (`?hl=`, the candidate's saved language), then the browser's languages in their order (each by
 * its own tag, its fallbacks, then another region of its language), then 'en'. Returns the entry as spelled in
 * `supported`.
 * @example chooseLocale({ browserLanguages: ['es-MX'], supported: ['en', 'es'] }) // 'es'
 * @example chooseLocale({ browserLanguages: ['pt'], supported: ['en', 'pt-BR'] }) // 'pt-BR'
 */
export function chooseLocale({
  windowSetting,
  browserLanguages = [],
  supported,
}: {
  windowSetting?: string;
  browserLanguages?: readonly string[];
  supported: readonly string[];
}): string {
  for (const tag of [windowSetting ?? '', ...browserLanguages]) {
    const found = tag ? match(tag, supported) : undefined;
    if (found) return found;
  }
  return 'en';
}
