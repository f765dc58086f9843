import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Messages } from '@careers/shared/i18n';
import { duplicateKeys, englishOutsideCatalogues, registeredBy, type Catalogue } from '@careers/shared/testing';

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

// Issue 30: every text a candidate sees or hears in this remote comes from a catalogue by key, so each locale can say
// it. What the scan still finds in the sources is kept here, each with why it is no interface text.
const KEPT: Record<string, readonly string[]> = {
  // Module paths of lazy imports (import('./Root')).
  'app.tsx': ['./Root'],
  'assistant/LazyAssistantPanel.tsx': ['./AssistantPanel'],
  'cart/LazyJobCartPanel.tsx': ['./JobCartPanel'],
  'map/LazyMapView.ts': ['./MapView'],
  'routing/searchPageLoaders.ts': ['../features/search/SearchPage', '../features/job/JobPage'],
  // States compared in JSX ({status === 'error' && …}), never drawn.
  'assistant/AssistantPanel.tsx': ['error'],
  'assistant/ChatLog.tsx': ['thinking'],
  'features/job/JobPageFailure.tsx': ['error'],
  // Keyboard key names (KeyboardEvent.key).
  'assistant/ChatComposer.tsx': ['Enter'],
  'features/search/FilterChip.tsx': ['Escape'],
  'features/search/FilterOptions.tsx': ['ArrowDown'],
  // CSS widths of the loading skeleton's bars.
  'features/details/MatchSkeleton.tsx': ['5em', '3em', '9em'],
  // Developer errors: a contract broken by the server, a navigation the server's renderer must never make, and the
  // spec's §8 text a failed search throws (the page draws 'search.results.failed' instead, never the error's message).
  'cart/jobCartApi.ts': ['Job cart response has no data.jobCartData'],
  'features/search/renderSearch.tsx': ['No navigation while the server renders the search page'],
  'data/searchApi.ts': ['Failed to fetch data'],
  // The location parameter's wire format (spec §4 'Map Area:::s,w,n,e'); the page names it with 'search.location.mapArea'.
  'map/mapLocations.ts': ['Map Area:::…,…,…,…', 'Map Location:::…,…'],
  // Helpers only tests import: a server's answers (skills, the match's explanation, an insight) and a role's name.
  'cart/testCart.ts': ['Berlin, Germany'],
  'features/search/testSearchPage.tsx': [
    'TypeScript',
    'Kubernetes',
    'You have 1 of the 2 skills this job lists.',
    'Your 6 years of experience meet the 5 this job asks for.',
    'Team size',
    'Position details',
  ],
};

test('the remote writes no English of its own: every text it shows comes from a catalogue', () => {
  expect(englishOutsideCatalogues(SRC, KEPT)).toEqual([]);
});

test('each text kept above is still in its file (a stale entry would let the same words back in unseen)', () => {
  const found = new Set(englishOutsideCatalogues(SRC, {}));
  const kept = Object.entries(KEPT).flatMap(([file, texts]) => texts.map((text) => `${file}: ${text}`));
  expect(kept.filter((place) => !found.has(place))).toEqual([]);
});
