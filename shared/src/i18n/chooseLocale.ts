const normalise = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();

function match(tag: string, supported: readonly string[]): string | undefined {
  const wanted = normalise(tag);
  if (!wanted) return undefined;
  const base = wanted.split('-')[0];
  return (
    supported.find((locale) => normalise(locale) === wanted) ?? supported.find((locale) => normalise(locale) === base)
  );
}

/**
 * Picks the interface language (spec §9): the window setting, then the browser's languages (exact tag or its
 * base language), then 'en'. Returns the supported entry as spelled in `supported`.
 * @example chooseLocale({ browserLanguages: ['es-MX'], supported: ['en', 'es'] }) // 'es'
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
    const found = match(tag, supported);
    if (found) return found;
  }
  return 'en';
}
