import type { ComponentType, JSX } from 'react';
import { StyleCacheProvider } from '@careers/shared/theme';
import { HydrationSettles } from '@careers/shared/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteProps } from './RemoteProps';

/**
 * single-spa-react's `loadRootComponent` for each way of mounting (`hydrating` says which way draws it): the remote's
 * root, loaded once for both, wrapped once per way in the style cache (the page's CSP nonce), an error boundary that
 * reports by name and offers a retry, and HydrationSettles.
 */
export function guardedRootLoader(remoteName: string, loadRoot: () => Promise<{ default: ComponentType<RemoteProps> }>) {
  let root: Promise<ComponentType<RemoteProps>> | null = null;
  const guarded = new Map<boolean, Promise<(props?: RemoteProps) => JSX.Element>>();
  return (hydrating: boolean) => () => {
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
}
