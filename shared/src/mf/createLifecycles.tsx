import * as React from 'react';
import singleSpaReact from 'single-spa-react';
import type { ComponentType } from 'react';
import { guardedRootLoader } from './guardedRootLoader';
import { hydratingClient } from './hydratingClient';
import { slicingClient } from './slicingClient';
import type { RemoteProps } from './RemoteProps';
import type { StartedCalls } from '@careers/shared/transport';
import { defineLocales, I18nProvider, showLocale, useI18n, type LocaleLoaders } from '@careers/shared/i18n';

export interface LifecyclesOptions {
  remoteName: string;
  /** Lazily loads the remote's root, so the remote entry stays small. */
  loadRoot: () => Promise<{ default: ComponentType<RemoteProps> }>;
  /**
   * Whether the slot holds the markup the server drew for the page the address names (a job's page, issue 27),
   * read when the remote mounts. Then the remote hydrates it, keeping its nodes (and so the keyboard focus and
   * the scroll position); otherwise, and by default, it renders afresh into the slot.
   */
  serverDrawn?: (slot: HTMLElement) => boolean;
  /**
   * The first view's calls (issue 27): `start` runs at bootstrap, so they travel beside the root's chunk, into
   * `calls`, which the remote's SWR fetchers take from; the calls nobody took are dropped at unmount.
   */
  firstCalls?: { calls: Pick<StartedCalls, 'drop'>; start: (props: RemoteProps) => void };
  /**
   * The remote's catalogues of other locales (issue 30): the visitor's is fetched beside the root's chunk, so the
   * first render speaks their language. One that fails to arrive is reported and the remote draws in English.
   */
  locales?: LocaleLoaders;
}

type Lifecycle = (props: RemoteProps & { name?: string }) => Promise<unknown>;
type SpaLifecycles = { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };

/** The last resort's words when a remote's root throws past its own boundary. */
function LoadFailed() {
  return <div role="alert">{useI18n().t('shared.remote.failed')}</div>;
}

/**
 * single-spa lifecycles for a remote's './app' expose: mounts the root into the slot the shell
 * gives it, inside an error boundary that shows a retryable fallback and reports the failure, with
 * emotion styles that carry the page's CSP nonce (the fallback's too). A slot the server already drew
 * (`serverDrawn`) is hydrated instead of replaced; a render that differs from the server's is reported
 * by name (vslog and the console) and React then redraws the slot.
 * @example export const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-offers', loadRoot: () => import('./Root') });
 */
export function createLifecycles({ remoteName, loadRoot, serverDrawn, firstCalls, locales = {} }: LifecyclesOptions) {
  defineLocales(remoteName, locales);
  let reportError: RemoteProps['reportError'] = () => undefined;
  // The session's language (the shell's choice, or an embedded widget's own), its chunks beside the root's.
  const loadRootAndLocale = () =>
    Promise.all([loadRoot(), showLocale().catch((error: unknown) => reportError(remoteName, error))]).then(([root]) => root);
  const loadRootComponent = guardedRootLoader(remoteName, loadRootAndLocale);
  // single-spa-react calls hydrateRoot(slot, element) without options: the slot's props give the report.
  const hydrating = new Map<HTMLElement, RemoteProps>();
  const hydrateClient = hydratingClient(remoteName, (slot) => hydrating.get(slot));
  const lifecyclesFor = (renderType: 'createRoot' | 'hydrateRoot') =>
    singleSpaReact<RemoteProps>({
      React,
      ReactDOMClient: renderType === 'hydrateRoot' ? hydrateClient : slicingClient,
      renderType,
      domElementGetter: (props) => props.domElement,
      loadRootComponent: loadRootComponent(renderType === 'hydrateRoot'),
      // Only reached if the boundary itself throws; the shell's mount guard handles the rest.
      errorBoundary: () => (
        // Outside the remote's own providers: the page's shown locale (I18nProvider follows localeStore).
        <I18nProvider>
          <LoadFailed />
        </I18nProvider>
      ),
    }) as unknown as SpaLifecycles;
  const fresh = lifecyclesFor('createRoot');
  const hydrate = lifecyclesFor('hydrateRoot');
  // Which of the two mounted each slot, so the same one unmounts it.
  const mountedBy = new Map<HTMLElement, SpaLifecycles>();
  return {
    bootstrap: (props: RemoteProps) => {
      reportError = props.reportError;
      firstCalls?.start(props);
      return Promise.all([fresh.bootstrap(props), hydrate.bootstrap(props)]).then(() => undefined);
    },
    mount: (props: RemoteProps) => {
      const slot = props.domElement;
      const chosen = serverDrawn?.(slot) ? hydrate : fresh;
      mountedBy.set(slot, chosen);
      if (chosen === hydrate) hydrating.set(slot, props);
      return chosen.mount(props);
    },
    unmount: async (props: RemoteProps) => {
      const slot = props.domElement;
      const chosen = mountedBy.get(slot) ?? fresh;
      mountedBy.delete(slot);
      hydrating.delete(slot);
      firstCalls?.calls.drop();
      await chosen.unmount(props);
    },
  };
}
