import { start, triggerAppChange } from 'single-spa';
import { subscribe } from 'valtio/vanilla';
import { subscribeKey } from 'valtio/vanilla/utils';
import { announceNotReadyPresses } from '@careers/shared/a11y';
import { readBoot, readCspNonce } from '@careers/shared/boot';
import { createI18n, defineLocales, localeStore, pageLocale, showLocale } from '@careers/shared/i18n';
import { createVslog } from '@careers/shared/log';
import { initSession, sessionStore, showToast } from '@careers/shared/state';
import { setThemeDocument, StyleCacheProvider } from '@careers/shared/theme';
import { listenForThemePreview } from '@careers/shared/theme/listenForThemePreview';
import { browserTimezone, createTransport } from '@careers/shared/transport';
import { createPageTracker, trackLogout } from './analytics/trackPage';
import { applyHeadScripts } from './chrome/headScripts';
import { careersHome } from './chrome/pageAddress';
import { pageTitle } from './chrome/pageTitle';
import { rememberTimeZone } from './chrome/rememberTimeZone';
import { ShellRoot } from './chrome/ShellRoot';
import { LoginPagePart, OnboardingGatePart, ProfileBootstrappingPart } from './chrome/lazyParts';
import { takeOverChrome } from './chrome/takeOverChrome';
import { createRemoteAppLoader } from './remotes/loadRemoteApp';
import { nextTask } from './remotes/nextTask';
import { registerRemoteApps } from './remotes/registerRemoteApps';
import { whenPageUsable } from './remotes/whenPageUsable';
import { shellStore, syncRoute } from './state/shellStore';
import { redirectFor } from './routes/redirectFor';
import { localeLoaders } from './i18n/localeLoaders';

const boot = readBoot();
initSession(boot);
// In the theme builder's preview frames, the builder's draft replaces the published theme as the user types.
listenForThemePreview(setThemeDocument);
// A press on a server-drawn control that waits for its remote says why, to a screen reader too (its look says it).
announceNotReadyPresses(document);

const transport = createTransport({
  // A getter: after a login that skips the refresh, calls carry the new user at once.
  user: () => ({ id: sessionStore.user.id, groupId: sessionStore.domain }),
  // The server writes its texts (match explanations, notifications, errors) in the page's language.
  locale: pageLocale,
  // In the page's shown language: the transport names its text's key by `code` (shared.transport.<code>).
  onToast: ({ kind, message, code }) => showToast({ kind, message: code ? createI18n({ locale: localeStore.locale }).t(`shared.transport.${code}`) : message }),
});
const log = createVslog(transport, { domain: boot.domain, namespace: 'careers' });
const reportError = (remoteName: string, error: unknown) => log.error(error, { remote: remoteName });
const trackPage = createPageTracker(log);

// The page's language (issue 30): the session's, whose catalogues (the shell's and the shared ones; a remote's
// come with its root) are fetched now, so the chrome is taken over in the language the server drew it in. One
// that fails to arrive leaves the page in English, reported.
defineLocales('shell', localeLoaders);
const showSessionLocale = () => showLocale().catch((error: unknown) => reportError('shell', error));
const firstLocale = showSessionLocale();
// A language chosen in the settings applies at once, without a reload: every text is redrawn in it.
subscribeKey(sessionStore, 'language', () => void showSessionLocale());
// The tab's title too, once the new language is shown (a title a remote wrote for its page, a job's name, stays
// until the remote writes it again).
subscribeKey(localeStore, 'locale', (locale) => {
  if (shellStore.route) document.title = pageTitle(shellStore.route, sessionStore.configs?.company.name ?? '', createI18n({ locale }).t);
});
const trackCurrentPage = () => trackPage(shellStore.route, shellStore.decision, location.pathname, location.search);
const nonce = readCspNonce();

/** Everything that follows a page change: redirects, title, scroll, head scripts, analytics. */
function onRouteChange() {
  const configs = sessionStore.configs;
  const moved = redirectFor(location.pathname, location.search, configs);
  if (moved) {
    history.replaceState(history.state, '', moved);
    return;
  }
  const firstPage = shellStore.pathname === '';
  if (!syncRoute(location.pathname)) return;
  const { route } = shellStore;
  // The first page keeps the title the server gave it when it drew the page (a job's name, an apply page's 'Apply for
  // …'): the route's generic one would replace it until the remote names the page again. Every later page is named
  // by its route first.
  if (!firstPage || !document.getElementById('careers-root')?.hasChildNodes()) document.title = pageTitle(route, configs?.company.name ?? '', createI18n({ locale: localeStore.locale }).t);
  // A new page starts at its top. The first one is the server's, which the visitor may have scrolled (or tabbed
  // down) before the scripts came: it stays where they are, as a reload keeps its place.
  if (!firstPage) window.scrollTo(0, 0);
  // Screen-reader and keyboard users start reading the new page, not the old link.
  if (!firstPage) document.getElementById('main-content')?.focus({ preventScroll: true });
  if (route && configs) applyHeadScripts(route.pageId, configs.pcsxConfig.branding.headScripts, nonce);
  // The first page's view is logged in a task after the start-up: its call is the page's first, and the
  // transport's first call reads the time zone (Intl's first use, ~70 ms on a phone at 4x CPU, issue 27). The zone is
  // then kept for the server, which draws the next pages' dates in it.
  if (firstPage)
    setTimeout(() => {
      trackCurrentPage();
      rememberTimeZone(browserTimezone(), boot.timeZone);
    }, 0);
  else trackCurrentPage();
}

// The server may have drawn a remote's page into the slots already (a job's page, issue 27): that
// container is adopted, so the remote mounts over its own server markup instead of below it.
const slots = document.getElementById('careers-remotes') ?? document.createElement('div');
slots.id = 'careers-remotes';
const rootElement = document.getElementById('careers-root') ?? document.body.appendChild(document.createElement('div'));

const logout = () => {
  // Logged first: after the logout the event would no longer carry the candidate.
  void trackLogout(log)
    .then(() => transport.post('/logout'))
    .catch((error: unknown) => log.error(error, { during: 'logout' }))
    // To this company's careers home: a company chosen by `?domain=` stays chosen.
    .finally(() => location.assign(careersHome()));
};

window.addEventListener('single-spa:before-routing-event', onRouteChange);
onRouteChange();
// A login that skipped the page refresh changes the session in place: decide access again and
// let single-spa mount what the visitor may now see.
subscribe(sessionStore, () => {
  syncRoute(location.pathname, { force: true });
  trackCurrentPage();
  void triggerAppChange();
});

const shell = (
  <StyleCacheProvider>
    <ShellRoot transport={transport} isAdmin={boot.user.is_admin} contactEmail={boot.configs.company.contactEmail} slots={slots} onLogout={logout} onError={(e) => reportError('shell', e)} />
  </StyleCacheProvider>
);
/** The part of the chrome in a chunk of its own that the first view draws, if any (see lazyParts). */
function firstViewPart() {
  const { decision, route } = shellStore;
  if (decision === 'bootstrap') return ProfileBootstrappingPart;
  if (decision === 'onboard') return OnboardingGatePart;
  if (decision === 'show' && route?.pageId === 'login') return LoginPagePart;
  return null;
}

function takeOver() {
  // The server sends the chrome already rendered (server/src/views/shellPage.ts): take over its nodes rather
  // than drawing them again. A render that differs from the server's is reported by name (vslog and the
  // console, where the e2e tests look).
  takeOverChrome(rootElement, shell, (error) => {
    console.error('careers shell: the page chrome did not hydrate cleanly', error);
    reportError('shell', error);
  });
}

const load = createRemoteAppLoader();

/** The remotes: registered and started a task after the chrome's takeover began, so neither makes one long task of both. */
function startRemotes() {
  registerRemoteApps({ slots, load, transport, reportError });
  start({ urlRerouteOnly: true });
}

// A first view drawn by a lazy part (the login page, a new candidate's forms) waits for its chunk: drawn at
// once, the server's login form would be taken over by an empty boundary. A failed download draws the rest
// anyway (the part then retries when shown).
const firstPart = firstViewPart();
void Promise.all([firstPart ? firstPart.preload().catch(() => undefined) : undefined, firstLocale])
  .then(takeOver)
  .then(nextTask)
  .then(startRemotes);

// The bell is for logged-in candidates of companies that turned in-app notifications on.
if (boot.user.isLoggedIn && boot.configs.notificationsConfig.enableCandidateInappNotifications) {
  // The bell swallows its errors (spec §8): its calls must not raise the site's error toast.
  const quietTransport = createTransport({ user: () => ({ id: sessionStore.user.id, groupId: sessionStore.domain }), locale: pageLocale });
  // After the page's own content: the bell's remote (entry, chunks, its first render and call) made long
  // tasks on a phone before the page could be read (issue 27). Its slot keeps its room meanwhile (Navbar).
  // Its host code waits in a chunk of its own too.
  void whenPageUsable()
    .then(() => import(/* webpackChunkName: "bell" */ './remotes/mountBell'))
    .then(({ mountBell }) => mountBell({ load, transport: quietTransport, reportError }))
    .catch((error: unknown) => reportError('mf-notifications', error));
}
