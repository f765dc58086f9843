import { join } from 'node:path';
import { englishOutsideCatalogues } from '@careers/shared/testing';

// Literals the scan takes for English that no candidate reads or hears, each with its reason.
const KEPT: Record<string, string[]> = {
  // The root's module path (a dynamic import).
  'app.tsx': ['./Root'],
  // The tests' stand-in for EventSource: a failure message of a test, never in the bell.
  'data/fakeEventSource.ts': ['No EventSource was made.'],
  // The bell icon's SVG path data.
  'features/bell/BellButton.tsx': ['M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z'],
  // A notification type of the API (spec §7), compared, never shown.
  'features/bell/NotificationItem.tsx': ['action_required'],
  // Keyboard key names (KeyboardEvent.key).
  'features/bell/NotificationTabs.tsx': ['ArrowRight', 'ArrowLeft'],
  'features/bell/useBellDismissal.ts': ['Escape'],
};

test('no English is written outside the catalogues: every text a candidate sees or hears comes by key', () => {
  expect(englishOutsideCatalogues(join(__dirname, '..'), KEPT)).toEqual([]);
});
