import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StyleCacheProvider } from '@careers/shared/theme';
import type { ComponentType } from 'react';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteProps } from './RemoteProps';

export interface LifecyclesOptions {
  remoteName: string;
  /** Lazily loads the remote's root, so the remote entry stays small. */
  loadRoot: () => Promise<{ default: ComponentType<RemoteProps> }>;
}

/**
 * single-spa lifecycles for a remote's './app' expose: mounts the root into the slot the shell
 * gives it, inside an error boundary that shows a retryable fallback and reports the failure, with
 * emotion styles that carry the page's CSP nonce (the fallback's too).
 * @example export const { bootstrap, mount, unmount } = createLifecycles({ remoteName: 'mf-offers', loadRoot: () => import('./Root') });
 */
export function createLifecycles({ remoteName, loadRoot }: LifecyclesOptions) {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    domElementGetter: (props) => props.domElement,
    loadRootComponent: async () => {
      const { default: Root } = await loadRoot();
      return function GuardedRoot(props?: RemoteProps) {
        if (!props) throw new Error(`${remoteName} was mounted without the shell's props`);
        return (
          <StyleCacheProvider>
            <RemoteErrorBoundary remoteName={remoteName} onError={(error) => props.reportError(remoteName, error)}>
              <Root {...props} />
            </RemoteErrorBoundary>
          </StyleCacheProvider>
        );
      };
    },
    // Only reached if the boundary itself throws; the shell's mount guard handles the rest.
    errorBoundary: () => <div role="alert">Sorry, this part of the page didn't load.</div>,
  });
}
