import { join } from 'node:path';
import { englishOutsideCatalogues } from '@careers/shared/testing';

// Literals the scan takes for English that no candidate reads or hears, each with its reason.
const KEPT: Record<string, string[]> = {
  // Module paths of dynamic imports (the root and the pages' chunks).
  'app.tsx': ['./Root'],
  'formsPageLoaders.tsx': ['./features/center/FormsCenterPage', './features/form/FormPage', './features/apply/ApplyPage', './features/onboarding/OnboardingPage'],
  // A form layout of the API, compared, never shown.
  'features/apply/ApplyPage.tsx': ['htmlDescription'],
  // A developer's error: thrown if server-rendering code ever navigated, never shown to a candidate.
  'features/apply/renderApply.tsx': ['No navigation while the server renders the apply page'],
};

test('no English is written outside the catalogues: every text a candidate sees or hears comes by key', () => {
  expect(englishOutsideCatalogues(join(__dirname, '..'), KEPT)).toEqual([]);
});
