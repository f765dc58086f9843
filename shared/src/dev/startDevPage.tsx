import { createRoot } from 'react-dom/client';
import type { RemoteProps } from '@careers/shared/mf';
import { readBoot } from '@careers/shared/boot';
import { createI18n, I18nProvider, localeStore, pageLocale } from '@careers/shared/i18n';
import { createVslog } from '@careers/shared/log';
import { initSession, sessionStore, showToast } from '@careers/shared/state';
import { CareersThemeProvider, StyleCacheProvider } from '@careers/shared/theme';
import { createTransport } from '@careers/shared/transport';
import { Toaster } from '@careers/shared/ui';
import { DevIndex } from './DevIndex';
import type { DevEntry } from './DevEntry';
import { devBanner } from './devBanner';
import { devMountDecision } from './devMountDecision';
import { devNavigate } from './devNavigate';
import { devPageOf } from './devPaths';
import { devSlot } from './devSlot';

/** A React root of its own at the end of <body>, for the dev pages' own parts (the index, the toasts). */
function renderApart(element: React.ReactNode) {
  const host = document.body.appendChild(document.createElement('div'));
  createRoot(host).render(<StyleCacheProvider>{element}</StyleCacheProvider>);
}

/**
 * Mounts the remote into a page the product server drew, as the shell would: the page's boot data makes the
 * session, one transport with the page's CSRF token, and the remote's lifecycles get the props the shell gives.
 * The slot's server markup is replaced, not hydrated: the server draws with its last production build of the
 * remote, not the sources being edited, so hydrating would report a mismatch after every change.
 */
async function mountOnProductPage(entry: DevEntry) {
  const boot = readBoot();
  initSession(boot);
  const decision = devMountDecision(entry, location.pathname, boot.user.isLoggedIn);
  const slot = decision.mount ? devSlot(entry) : null;
  devBanner(entry.remoteName, decision.mount ? (slot ? null : `the page has no ${entry.mountInto}`) : decision.notice);
  if (!slot) return;
  const transport = createTransport({
    user: () => ({ id: sessionStore.user.id, groupId: sessionStore.domain }),
    locale: pageLocale,
    // In the page's shown language: the transport names its text's key by `code` (shared.transport.<code>).
    onToast: ({ kind, message, code }) => showToast({ kind, message: code ? createI18n({ locale: localeStore.locale }).t(`shared.transport.${code}`) : message }),
  });
  const log = createVslog(transport, { domain: boot.domain, namespace: 'careers' });
  renderApart(
    <CareersThemeProvider>
      <I18nProvider>
        <Toaster />
      </I18nProvider>
    </CareersThemeProvider>,
  );
  slot.replaceChildren();
  const props: RemoteProps = {
    remoteName: entry.remoteName,
    domElement: slot,
    transport,
    reportError: (remoteName, error) => {
      console.error(`${remoteName} (dev):`, error);
      log.error(error, { remote: remoteName });
    },
    navigate: devNavigate(entry, () => sessionStore.user.isLoggedIn),
  };
  await entry.app.bootstrap(props);
  await entry.app.mount(props);
}

/** Mounts a widget into a page of its own, as embed.js does on another site's page (the careers origin is this one). */
async function mountWidget(entry: DevEntry, name: string) {
  const load = entry.widgets?.[name];
  const target = document.body.appendChild(document.createElement('div'));
  devBanner(entry.remoteName, load ? `widget "${name}"` : `${entry.remoteName} has no widget "${name}"`);
  if (!load) return;
  (await load()).mount(target, { origin: location.origin });
}

/**
 * The one start of every remote's standalone dev page (`npm run dev -- <remote>`): the index (its pages and
 * widgets), a widget's page, or a product page with the remote mounted into it. Each remote's `dev/index.tsx`
 * calls it with what it mounts.
 * @example startDevPage({ remoteName: 'mf-search', app: await import('../src/app'), pages: [{ href: '/careers/search', label: 'Search' }] });
 */
export function startDevPage(entry: DevEntry): Promise<void> {
  const page = devPageOf(location.pathname);
  if (page?.kind === 'index') {
    renderApart(<DevIndex entry={entry} />);
    return Promise.resolve();
  }
  if (page?.kind === 'widget') return mountWidget(entry, page.name);
  return mountOnProductPage(entry);
}
