import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { RemoteFallback } from '@careers/shared/mf';
import type { RemoteProps } from '@careers/shared/mf';
import type { RemoteName } from '../routes/routeTable';
import type { RemoteAppLoader } from './loadRemoteApp';

type Lifecycle = (props: RemoteProps) => Promise<unknown>;

const call = (fn: LifeCycles['mount'], props: RemoteProps) =>
  Promise.all((Array.isArray(fn) ? fn : [fn]).map((f) => (f as unknown as Lifecycle)(props)));

/**
 * single-spa lifecycles that never fail: a remote whose entry cannot be loaded, or whose
 * bootstrap or mount throws, shows a fallback with a Retry button in its own slot, and single-spa
 * keeps the rest of the page running (it would otherwise mark the app broken for good).
 */
export function resilientApp(name: RemoteName, load: RemoteAppLoader) {
  let real: LifeCycles | null = null;
  let realMounted = false;
  let fallback: Root | null = null;
  let fallbackHost: HTMLElement | null = null;

  const clearFallback = () => {
    fallback?.unmount();
    fallbackHost?.remove();
    fallback = null;
    fallbackHost = null;
  };

  const showFallback = (props: RemoteProps, retry: () => void) => {
    clearFallback();
    fallbackHost = document.createElement('div');
    props.domElement.appendChild(fallbackHost);
    fallback = createRoot(fallbackHost);
    fallback.render(<RemoteFallback remoteName={name} onRetry={retry} />);
  };

  const mountReal = async (props: RemoteProps, retry: boolean): Promise<void> => {
    try {
      if (!real) {
        const lifecycles = await load(name, { retry });
        await call(lifecycles.bootstrap, props);
        real = lifecycles;
      }
      await call(real.mount, props);
      realMounted = true;
    } catch (error) {
      props.reportError(name, error);
      showFallback(props, () => {
        clearFallback();
        void mountReal(props, true);
      });
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: (props: RemoteProps) => mountReal(props, false),
    unmount: async (props: RemoteProps) => {
      clearFallback();
      if (real && realMounted) {
        realMounted = false;
        await call(real.unmount, props).catch((error: unknown) => props.reportError(name, error));
      }
    },
  };
}
