import type { ComponentType } from 'react';
import { loadLocale, localeStore, pageLocale } from '@careers/shared/i18n';
import { matchesPage } from '@careers/shared/location';

type Loaded = ComponentType;

// The candidate's pages (spec §2), each its own chunk (issue 27): /careers/dashboard no longer evaluates the
// profile's forms toolkit (final-form, the form widgets: ~130 KB of script) or the settings and resume export
// pages at start. Each chunk is named `page-` and the path after /careers/: the server names the address's
// page's files in the HTML (server/src/routes/remotePreloads.ts, from the build's preloads.json). '/dashboard' shows the v2 layout when the redirect flag is on: the shell's route table does
// that redirect; this list only names the layouts.
const loaders: (readonly [string, () => Promise<Loaded>])[] = [
  ['/dashboard', () => import(/* webpackChunkName: "page-dashboard" */ './features/dashboard/DashboardPage').then(({ DashboardPage }) => () => <DashboardPage layout="v1" />)],
  ['/dashboardv2', () => import(/* webpackChunkName: "page-dashboardv2" */ './features/dashboard/DashboardPage').then(({ DashboardPage }) => () => <DashboardPage layout="v2" />)],
  ['/applications', () => import(/* webpackChunkName: "page-applications" */ './features/applications/ApplicationsPage').then((m) => m.ApplicationsPage)],
  ['/saved-jobs', () => import(/* webpackChunkName: "page-saved-jobs" */ './features/savedJobs/SavedJobsPage').then((m) => m.SavedJobsPage)],
  ['/interviews', () => import(/* webpackChunkName: "page-interviews" */ './features/interviews/InterviewsPage').then((m) => m.InterviewsPage)],
  ['/profile', () => import(/* webpackChunkName: "page-profile" */ './features/profile/ProfilePage').then((m) => m.ProfilePage)],
  ['/export-resume', () => import(/* webpackChunkName: "page-export-resume" */ './features/exportResume/ExportResumePage').then((m) => m.ExportResumePage)],
  ['/settings', () => import(/* webpackChunkName: "page-settings" */ './features/settings/SettingsPage').then((m) => m.SettingsPage)],
  // The builder's texts of the page's language come with it (never English first): a chunk that fails leaves English.
  ['/theme-builder', () => import(/* webpackChunkName: "page-theme-builder" */ './features/themeBuilder/ThemeBuilderPage').then((m) => loadLocale(pageLocale() ?? localeStore.locale).then(() => m.ThemeBuilderPage, () => m.ThemeBuilderPage))],
  ['/account-deleted', () => import(/* webpackChunkName: "page-account-deleted" */ './features/settings/AccountDeletedPage').then((m) => m.AccountDeletedPage)],
];

const loaded = new Map<string, Loaded>();
const loading = new Map<string, Promise<Loaded>>();

const patternOf = (pathname: string) => loaders.find(([path]) => matchesPage(path, pathname));

/** The page component for `pathname` if its chunk is in, else undefined; null for an address this remote does not own. */
export function loadedPage(pathname: string): Loaded | null | undefined {
  const entry = patternOf(pathname);
  return entry ? loaded.get(entry[0]) : null;
}

/**
 * Loads the page for `pathname` (once); resolves when it can render. Called with the root's own chunk at
 * mount, so the first page renders at once, as before the split, with no loading state in between.
 */
export function loadPage(pathname: string): Promise<void> {
  const entry = patternOf(pathname);
  if (!entry) return Promise.resolve();
  const [path, load] = entry;
  let promise = loading.get(path);
  if (!promise) {
    promise = load().then((page) => {
      loaded.set(path, page);
      return page;
    });
    // A failed chunk may be asked for again (the error boundary's retry, the next navigation).
    promise.catch(() => loading.delete(path));
    loading.set(path, promise);
  }
  return promise.then(() => undefined);
}
