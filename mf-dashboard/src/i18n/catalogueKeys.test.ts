import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Messages } from '@careers/shared/i18n';
import { duplicateKeys, englishLiterals, englishOutsideCatalogues, registeredBy, sourceFiles, type Catalogue } from '@careers/shared/testing';

/** What each catalogue module registers, whatever shape it exports (some are English only). */
const mockRegistered: Array<[string, Messages]> = [];
jest.mock('@careers/shared/i18n', () => ({
  ...jest.requireActual<object>('@careers/shared/i18n'),
  registerCatalogue: (locale: string, messages: Messages) => mockRegistered.push([locale, messages]),
}));

// The remote's catalogues all go into the page's one registry, where a later key overrides an earlier one, so no
// key is defined twice (mf-search's catalogueKeys.test.ts says why). Every text of the remote is in a catalogue
// (issue 30), so each locale translates it by key: no English text may creep back into its components, and every
// key the profile and settings pages name must exist in English.

const SRC = join(__dirname, '..');
const MOVED = ['features/profile', 'features/settings'].map((dir) => join(SRC, dir));

const registersCatalogue = (file: string) => readFileSync(file, 'utf8').includes('registerCatalogue(');

/** The message keys a source names: string literals of the moved pages' namespaces ('profile.heading'). */
function keysNamedIn(source: string): string[] {
  return [...source.matchAll(/['"`]((?:profile|settings|accountDeleted)\.[\w.]+)['"`]/g)].map((match) => match[1]!);
}

// What the package's sources may write outside a catalogue, by file, with the reason: none of it is interface text.
const KEPT: Record<string, string[]> = {
  // Module paths of the lazily loaded pages (dynamic imports).
  'app.tsx': ['./Root'],
  'dashboardPageLoaders.tsx': [
    './features/dashboard/DashboardPage',
    './features/applications/ApplicationsPage',
    './features/savedJobs/SavedJobsPage',
    './features/interviews/InterviewsPage',
    './features/profile/ProfilePage',
    './features/settings/SettingsPage',
    './features/settings/AccountDeletedPage',
    './features/exportResume/ExportResumePage',
    './features/themeBuilder/ThemeBuilderPage',
  ],
  // The server's status ids, compared to pick a colour or an ending; they are shown through dashboard.status.*.
  'features/applications/ApplicationsList.tsx': ['Hired', 'Rejected', 'Withdrawn'],
  'features/dashboard/dashboardStyles.ts': ['Rejected', 'Declined', 'Canceled', 'Withdrawn', 'Expired', 'Hired', 'Accepted', 'Offer'],
  'features/dashboard/offerTimeLine.ts': ['Expired'],
  // Keyboard key names (KeyboardEvent.key).
  'features/applications/WithdrawApplication.tsx': ['Escape'],
  'features/dashboard/tabKeyTarget.ts': ['ArrowRight', 'ArrowLeft', 'Home', 'End'],
};

test("the remote's catalogues are all found (the checks below look at something)", () => {
  const files = sourceFiles(SRC).filter(registersCatalogue).map((f) => relative(SRC, f));
  expect(files).toEqual(
    expect.arrayContaining(['features/dashboard/dashboardMessages.ts', 'features/profile/profileMessages.ts', 'features/settings/settingsMessages.ts']),
  );
});

test("no message key is defined twice across the remote's catalogues or against the shared one", async () => {
  const shared = jest.requireActual<typeof import('@careers/shared/i18n')>('@careers/shared/i18n');
  const catalogues: Array<[string, Catalogue]> = [['shared', { en: shared.en }]];
  for (const file of sourceFiles(SRC).filter(registersCatalogue)) {
    const catalogue = await registeredBy(file, mockRegistered);
    expect(Object.keys(catalogue.en ?? {}).length).toBeGreaterThan(0);
    catalogues.push([relative(SRC, file), catalogue]);
  }
  expect(duplicateKeys(catalogues)).toEqual([]);
});

test('every key the profile and settings pages name has an English text', async () => {
  const english: Messages = {};
  for (const file of MOVED.flatMap((dir) => sourceFiles(dir)).filter(registersCatalogue)) Object.assign(english, (await registeredBy(file, mockRegistered)).en);
  const named = MOVED.flatMap((dir) => sourceFiles(dir))
    .filter((file) => !registersCatalogue(file))
    .flatMap((file) => keysNamedIn(readFileSync(file, 'utf8')).map((key) => `${relative(SRC, file)}: ${key}`));
  expect(named.length).toBeGreaterThan(50);
  expect(named.filter((place) => !Object.hasOwn(english, place.split(': ')[1]!))).toEqual([]);
});

test('no page of the remote writes English of its own: every text a candidate sees or hears comes from a catalogue', () => {
  expect(englishOutsideCatalogues(SRC, KEPT)).toEqual([]);
});

test('what is kept outside the catalogues is still there (an entry that no longer matches goes)', () => {
  const found = englishOutsideCatalogues(SRC);
  const stale = Object.entries(KEPT).flatMap(([file, texts]) => texts.filter((text) => !found.includes(`${file}: ${text}`)).map((text) => `${file}: ${text}`));
  expect(stale).toEqual([]);
});

test('the checks name a key defined twice, a key without a text and English written into a component', () => {
  expect(duplicateKeys([['a.ts', { en: { 'profile.saved': 'Saved' } }], ['b.ts', { en: { 'profile.saved': 'Profile updated' } }]])).toEqual(['en profile.saved: a.ts, b.ts']);
  expect(keysNamedIn("t('settings.password.heading'); t(`profile.heading`)")).toEqual(['settings.password.heading', 'profile.heading']);
  const component = `
    export function Section({ name }) {
      showToast({ kind: 'success', message: 'Your password was changed.' });
      return (
        <section css={{ display: 'flex' }} aria-labelledby="x">
          <h2 id="x">Password</h2>
          <TextField label="New password" hint={t('settings.hint')} aria-label={\`Remove \${name}\`} />
          <p>{name ? t('settings.now', { name }) : 'none'}</p>
        </section>
      );
    }`;
  expect(englishLiterals(component, 'Section.tsx')).toEqual(['Your password was changed.', 'Password', 'New password', 'Remove …', 'none']);
});
