import { normaliseTag } from './localeFallbacks';

// Languages written right to left (CLDR's character order), by base language and script.
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'yi', 'dv', 'ckb', 'ug']);

/**
 * The direction a locale's text runs, for `<html dir>` and a widget's root: 'rtl' for Arabic, Hebrew, Persian,
 * Urdu …, else 'ltr'. A script subtag decides where it names one (az-Arab is right to left, ks-Deva not).
 * @example textDirection('he') // 'rtl'
 */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  const [base = '', ...rest] = normaliseTag(locale).split('-');
  const script = rest.find((part) => part.length === 4);
  if (script) return ['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg'].includes(script) ? 'rtl' : 'ltr';
  return RIGHT_TO_LEFT.has(base) ? 'rtl' : 'ltr';
}
