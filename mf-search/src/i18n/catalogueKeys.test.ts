import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Messages } from '@careers/shared/i18n';
import { duplicateKeys, registeredBy, type Catalogue } from '@careers/shared/testing';

/** What each catalogue module registers, whatever shape it exports (some are English only). */
const mockRegistered: Array<[string, Messages]> = [];
jest.mock('@careers/shared/i18n', () => ({
  ...jest.requireActual<object>('@careers/shared/i18n'),
  registerCatalogue: (locale: string, messages: Messages) => mockRegistered.push([locale, messages]),
}));

// Every catalogue of this remote goes into the page's one registry, where a later key overrides an
// earlier one: a key defined twice means one text depends on which chunk loaded last (the job page's
// 'Removed from job cart' came out as the panel's '%(name)s removed from job cart'). So no key twice,
// in this remote or against the shared catalogue, even when the texts agree today.

const SRC = join(__dirname, '..');

/** The remote's source files that register a catalogue (tests aside). */
function catalogueFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return catalogueFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8').includes('registerCatalogue(') ? [path] : [];
  });
}

test("the remote's catalogues are all found (the check below looks at something)", async () => {
  const files = catalogueFiles();
  expect(files.map((f) => relative(SRC, f))).toEqual(expect.arrayContaining(['cart/cartMessages.ts', 'cart/cartPanelMessages.ts', 'i18n/searchMessages.ts']));
});

test('no message key is defined twice across the remote\'s catalogues or against the shared one', async () => {
  const shared = jest.requireActual<typeof import('@careers/shared/i18n')>('@careers/shared/i18n');
  const catalogues: Array<[string, Catalogue]> = [['shared', { en: shared.en }]];
  for (const file of catalogueFiles()) {
    const catalogue = await registeredBy(file, mockRegistered);
    expect(Object.keys(catalogue.en ?? {}).length).toBeGreaterThan(0);
    catalogues.push([relative(SRC, file), catalogue]);
  }
  expect(duplicateKeys(catalogues)).toEqual([]);
});

test('the check names a key defined twice', () => {
  expect(duplicateKeys([['a.ts', { en: { 'cart.removed': 'Removed' } }], ['b.ts', { en: { 'cart.removed': '%(name)s removed' } }]])).toEqual(['en cart.removed: a.ts, b.ts']);
});
