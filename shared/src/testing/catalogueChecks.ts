import type { Messages } from '@careers/shared/i18n';

/** A remote's catalogue by locale, as its module registers it. */
export type Catalogue = Record<string, Messages>;

/**
 * The catalogue a module registers as it loads, by locale. The test file mocks `registerCatalogue` of
 * `@careers/shared/i18n` to push into `registered` (jest hoists a mock only in the test file itself).
 */
export async function registeredBy(file: string, registered: Array<[string, Messages]>): Promise<Catalogue> {
  registered.length = 0;
  await jest.isolateModulesAsync(async () => {
    await import(file);
  });
  const catalogue: Catalogue = {};
  for (const [locale, messages] of registered) catalogue[locale] = { ...catalogue[locale], ...messages };
  return catalogue;
}

/**
 * Every (locale, key) defined in more than one place, with the places. A page's catalogues share one registry, where a
 * later key overrides an earlier one: a key defined twice makes one text depend on which chunk loaded last.
 */
export function duplicateKeys(catalogues: Array<[string, Catalogue]>): string[] {
  const places = new Map<string, string[]>();
  for (const [where, catalogue] of catalogues) {
    for (const [locale, messages] of Object.entries(catalogue)) {
      for (const key of Object.keys(messages)) places.set(`${locale} ${key}`, [...(places.get(`${locale} ${key}`) ?? []), where]);
    }
  }
  return [...places].filter(([, where]) => where.length > 1).map(([key, where]) => `${key}: ${where.join(', ')}`);
}
