import { matchRoute } from './routeTable';

describe('matchRoute', () => {
  test.each([
    ['/careers', 'mf-search', 'jobs', 'public'],
    ['/careers/search', 'mf-search', 'jobs', 'public'],
    ['/careers/software-engineer', 'mf-search', 'jobs', 'public'],
    ['/careers/software_engineer/new-york', 'mf-search', 'jobs', 'public'],
    ['/careers/job', 'mf-search', 'singlePosition', 'public'],
    ['/careers/job/42', 'mf-search', 'singlePosition', 'public'],
    ['/careers/job/private', 'mf-search', 'singlePosition', 'public'],
    ['/careers/login', 'shell', 'login', 'public'],
    ['/careers/forms', 'mf-forms', 'formView', 'public'],
    ['/careers/forms/center', 'mf-forms', 'documentCenter', 'protected'],
    ['/careers/apply', 'mf-forms', 'applyPage', 'apply'],
    ['/careers/apply/private', 'mf-forms', 'applyPage', 'apply'],
    ['/careers/onboarding', 'mf-forms', 'onboarding', 'protected'],
    ['/careers/profile', 'mf-dashboard', 'profile', 'protected'],
    ['/careers/dashboard', 'mf-dashboard', 'dashboard', 'protected'],
    ['/careers/dashboardv2', 'mf-dashboard', 'dashboard', 'protected'],
    ['/careers/settings', 'mf-dashboard', 'settings', 'protected'],
    ['/careers/export-resume', 'mf-dashboard', 'exportResume', 'protected'],
    ['/careers/theme-builder', 'mf-dashboard', 'themeBuilder', 'protected'],
    ['/careers/account-deleted', 'mf-dashboard', 'accountDeleted', 'public'],
    ['/careers/applications', 'mf-dashboard', 'applications', 'protected'],
    ['/careers/saved-jobs', 'mf-dashboard', 'savedJobs', 'protected'],
    ['/careers/interviews', 'mf-dashboard', 'interviews', 'protected'],
    ['/careers/offers', 'mf-offers', 'offers', 'protected'],
    ['/careers/offer/7', 'mf-offers', 'offer', 'protected'],
    ['/careers/offer/7/offer-document/3', 'mf-offers', 'offer', 'protected'],
    ['/careers/offer-letter/7', 'mf-offers', 'offerLetter', 'protected'],
  ])('%s is owned by %s as page %s (%s)', (path, owner, pageId, access) => {
    expect(matchRoute(path)).toMatchObject({ owner, pageId, access });
  });

  test('the theme builder is its own page with its own title, not a search for "theme-builder"', () => {
    expect(matchRoute('/careers/theme-builder')).toMatchObject({ titleKey: 'shell.title.themeBuilder', showFooter: true });
    expect(matchRoute('/careers/theme-builder/extra')?.pageId).toBe('jobs');
  });

  test('a trailing slash does not change the page', () => {
    expect(matchRoute('/careers/offers/')).toMatchObject({ owner: 'mf-offers' });
  });

  test('apply and onboarding hide the footer, other pages show it', () => {
    expect(matchRoute('/careers/apply')?.showFooter).toBe(false);
    expect(matchRoute('/careers/onboarding')?.showFooter).toBe(false);
    expect(matchRoute('/careers/offers')?.showFooter).toBe(true);
  });

  test('paths outside /careers and too-deep unknown paths are not careers pages', () => {
    expect(matchRoute('/logout')).toBeNull();
    expect(matchRoute('/careersx')).toBeNull();
    expect(matchRoute('/careers/a/b/c')).toBeNull();
  });
});
