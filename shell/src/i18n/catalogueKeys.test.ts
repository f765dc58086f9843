import { join } from 'node:path';
import { englishOutsideCatalogues } from '@careers/shared/testing';

/**
 * What the shell's sources may write in English outside its catalogue (shellMessages.ts), by file, each with its
 * reason: none of it is a text a candidate reads or hears (issue 30).
 */
const KEPT: Record<string, string[]> = {
  // An analytics page id (spec's identifier), not a text.
  'analytics/trackPage.ts': ['ProfileBootstrapping'],
  // Decision and data-state values the chrome switches on.
  'chrome/ShellLayout.tsx': ['show', 'bootstrap', 'onboard', 'show', 'login'],
  // Module paths of lazily loaded parts.
  'chrome/lazyParts.ts': ['./LoginModal', './LoginPage', './ProfileBootstrapping', './OnboardingGate'],
  'index.ts': ['./chrome/ShellRoot'],
  // A cookie's attributes.
  'chrome/rememberTimeZone.ts': ['…=…; Path=/; Max-Age=…; SameSite=Lax…', '; Secure'],
  // A keyboard key name (KeyboardEvent.key).
  'chrome/useNavMenu.ts': ['Escape'],
  // Developer errors: a deployment without the remote's build, a render that must not fetch.
  'remotes/loadRemoteApp.ts': ['No build of … is listed in /remotes.json'],
  'ssr/renderChrome.tsx': ['No requests while the server renders the chrome'],
};

// Template CSS (styled`…`, css`…`): it starts with a new line and a property, and its comments are for developers.
const isCss = (place: string) => /^[\w/.]+\.tsx?: \n\s*[a-z-]+:/.test(place);

test('the shell writes no interface English outside its catalogue: every text a candidate sees has a key', () => {
  expect(englishOutsideCatalogues(join(__dirname, '..'), KEPT).filter((place) => !isCss(place))).toEqual([]);
});

test('template CSS is told apart from a text', () => {
  expect(isCss('chrome/Navbar.tsx: \n  position: relative;\n')).toBe(true);
  expect(isCss('chrome/Navbar.tsx: Set up your profile')).toBe(false);
});
