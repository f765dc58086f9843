import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StyleCacheProvider } from '@careers/shared/theme';
import { HydrationSettles } from '@careers/shared/ui';
import type { ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteProps } from './RemoteProps';
import type { StartedCalls } from '@careers/shared/transport';

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
}

type Lifecycle = (props: RemoteProps & { name?: string }) => Promise<unknown>;
type SpaLifecycles = { bootstrap: Lifecycle; mount: Lifecycle; unmount: Lifecycle };

/**
 * single-spa lifecycles for a remote's './app' expose: mounts the root into the slot the shell
 * gives it, inside an error boundary that shows a retryable fallback and reports the failure, with
 * emotion styles that carry the page's CSP nonce (the fallback's too). A slot the server already drew
 * (`serverDrawn`) is hydrated instead of replaced; a render that differs from the server's is reported
 * by name (vslog and the console) and React then redraws the slot.
 * @example export const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-offers', loadRoot: () => import('./Root') });
 */
export function createLifecycles({ remoteName, loadRoot, serverDrawn, firstCalls }: LifecyclesOptions) {
  let root: Promise<ComponentType<RemoteProps>> | null = null;
  // Loaded once for both ways of mounting; each way wraps it once (`hydrating` says which way drew it).
  const guarded = new Map<boolean, Promise<(props?: RemoteProps) => React.JSX.Element>>();
  const loadRootComponent = (hydrating: boolean) => () => {
    const made =
      guarded.get(hydrating) ??
      (root ??= loadRoot().then((module) => module.default)).then((Root) => {
        return function GuardedRoot(props?: RemoteProps) {
          if (!props) throw new Error(`${remoteName} was mounted without the shell's props`);
          return (
            <StyleCacheProvider>
              <RemoteErrorBoundary remoteName={remoteName} onError={(error) => props.reportError(remoteName, error)}>
                <HydrationSettles hydrating={hydrating}>
                  <Root {...props} />
                </HydrationSettles>
              </RemoteErrorBoundary>
            </StyleCacheProvider>
          );
        };
      });
    guarded.set(hydrating, made);
    return made;
  };
  // single-spa-react calls hydrateRoot(slot, element) without options: the slot's props give the report.
  const hydrating = new Map<HTMLElement, RemoteProps>();
  const hydratingClient = {
    ...ReactDOMClient,
    hydrateRoot: (slot: HTMLElement, element: React.ReactNode) => {
      const made: { root?: ReactDOMClient.Root } = {};
      // In a transition, as the shell takes over its chrome (issue 27): a root of default priority hydrates in one
      // piece (a job's page 0.3 s at 4x CPU, one long task), a transition's in slices of about 5 ms, so the browser
      // answers a tap or a scroll in between, and a tap on a part not yet hydrated has React hydrate that part
      // first. The server's markup stays on screen meanwhile; single-spa's mount resolves once it is hydrated.
      React.startTransition(() => {
        made.root = ReactDOMClient.hydrateRoot(slot, element, {
          onRecoverableError: (error) => {
            console.error(`${remoteName}: the server's page did not hydrate cleanly`, error);
            hydrating.get(slot)?.reportError(remoteName, error);
          },
        });
      });
      // startTransition runs its callback at once.
      if (!made.root) throw new Error(`${remoteName}: hydrateRoot made no root`);
      return made.root;
    },
  };
  // A fresh root's renders in a transition too: a remote whose first view arrives with the page (the search page's
  // results, issue 27) draws it in its first render, one piece of 0.4 s at 4x CPU with a root of default priority;
  // in a transition React renders it in slices of about 5 ms and only the commit is one task. single-spa's mount
  // resolves once it is committed, as before.
  const slicingClient = {
    ...ReactDOMClient,
    createRoot: (slot: HTMLElement, options?: ReactDOMClient.RootOptions): ReactDOMClient.Root => {
      const made = ReactDOMClient.createRoot(slot, options);
      return { render: (element) => React.startTransition(() => made.render(element)), unmount: () => made.unmount() };
    },
  };
  const lifecyclesFor = (renderType: 'createRoot' | 'hydrateRoot') =>
    singleSpaReact<RemoteProps>({
      React,
      ReactDOMClient: renderType === 'hydrateRoot' ? hydratingClient : slicingClient,
      renderType,
      domElementGetter: (props) => props.domElement,
      loadRootComponent: loadRootComponent(renderType === 'hydrateRoot'),
      // Only reached if the boundary itself throws; the shell's mount guard handles the rest.
      errorBoundary: () => <div role="alert">Sorry, this part of the page didn't load.</div>,
    }) as unknown as SpaLifecycles;
  const fresh = lifecyclesFor('createRoot');
  const hydrate = lifecyclesFor('hydrateRoot');
  // Which of the two mounted each slot, so the same one unmounts it.
  const mountedBy = new Map<HTMLElement, SpaLifecycles>();
  return {
    bootstrap: (props: RemoteProps) => {
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
