import { matchRoute } from '@careers/shared/location';
import { createPageTracker, pageIdentifier, trackLogout } from './trackPage';

const fakeLog = () => {
  const events: Array<{ name: string; data: unknown }> = [];
  return { events, event: (name: string, data?: unknown) => void events.push({ name, data }) };
};

test('the talent-network form is logged as jtn, other forms as formView', () => {
  const forms = matchRoute('/careers/forms');
  expect(pageIdentifier(forms, 'show', '')).toBe('jtn');
  expect(pageIdentifier(forms, 'show', '?id=talent-network')).toBe('jtn');
  expect(pageIdentifier(forms, 'show', '?form_id=talent-network&utm_source=x')).toBe('jtn');
  expect(pageIdentifier(forms, 'show', '?form_id=tax-information')).toBe('formView');
  expect(pageIdentifier(matchRoute('/careers/forms/center'), 'show', '')).toBe('documentCenter');
});

test('the bootstrapping screen is logged as ProfileBootstrapping whatever page it stands in front of', () => {
  expect(pageIdentifier(matchRoute('/careers/dashboard'), 'bootstrap', '')).toBe('ProfileBootstrapping');
  expect(pageIdentifier(matchRoute('/careers/search'), 'bootstrap', '')).toBe('ProfileBootstrapping');
  expect(pageIdentifier(matchRoute('/careers/dashboard'), 'show', '')).toBe('dashboard');
  expect(pageIdentifier(null, 'show', '')).toBeNull();
});

test('a page view is logged once, and again when bootstrapping gives way to the page', () => {
  const log = fakeLog();
  const track = createPageTracker(log);
  const dashboard = matchRoute('/careers/dashboard');
  track(dashboard, 'bootstrap', '/careers/dashboard', '');
  track(dashboard, 'bootstrap', '/careers/dashboard', '');
  track(dashboard, 'show', '/careers/dashboard', '');
  track(matchRoute('/careers/a/b/c'), 'show', '/careers/a/b/c', '');
  expect(log.events).toEqual([
    { name: 'page_view', data: { page: 'ProfileBootstrapping', path: '/careers/dashboard' } },
    { name: 'page_view', data: { page: 'dashboard', path: '/careers/dashboard' } },
  ]);
});

test('logging out is logged as the logout page, and a failing log does not stop the logout', async () => {
  const log = fakeLog();
  await trackLogout(log);
  expect(log.events).toEqual([{ name: 'page_view', data: { page: 'logout', path: '/logout' } }]);
  await expect(trackLogout({ event: () => Promise.reject(new Error('offline')) })).resolves.toBeUndefined();
});
