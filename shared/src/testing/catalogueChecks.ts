import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
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

/** The source modules under `dir` that register a catalogue (tests aside). */
export function catalogueModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueModules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8').includes('registerCatalogue(') ? [path] : [];
  });
}

/**
 * Every English text a package's modules register (`src`: the package's source folder), but those under `except`:
 * folders whose catalogues load their other locales on their own (mf-dashboard's theme builder).
 */
export async function packageEnglish(src: string, registered: Array<[string, Messages]>, except: readonly string[] = []): Promise<Messages> {
  const english: Messages = {};
  const own = catalogueModules(src).filter((file) => !except.some((folder) => file.startsWith(folder + sep)));
  for (const file of own) Object.assign(english, (await registeredBy(file, registered)).en);
  return english;
}
