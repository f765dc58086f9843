import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycles } from 'single-spa';
import { markNotLoaded } from '@careers/shared/a11y';
import { RemoteFallback, type RemoteProps } from '@careers/shared/mf';
import { CareersThemeProvider, StyleCacheProvider } from '@careers/shared/theme';
import { Spinner } from '@careers/shared/ui';
import type { RemoteName } from '@careers/shared/location';
import type { RemoteAppLoader } from './loadRemoteApp';

/** What a drawn control of a failed remote says when the remote drew no words for it in its own language (data-not-loaded). */
const NOT_LOADED_WORDS = "Sorry, this part of the page didn't load. Try Retry below.";

type Lifecycle = (props: RemoteProps) => Promise<unknown>;

const call = (fn: LifeCycles['mount'], props: RemoteProps) =>
  Promise.all((Array.isArray(fn) ? fn : [fn]).map((f) => (f as unknown as Lifecycle)(props)));

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ResilientOptions {
  /** A load that takes longer ends in the fallback (the user can retry). */
  timeoutMs?: number;
  /** How long a load may run before the slot shows a spinner. */
  spinnerDelayMs?: number;
  /** The fallback to show; the default is the full-width notice with Retry. */
  renderFallback?: (remoteName: RemoteName, retry: () => void) => ReactNode;
}

/**
 * single-spa lifecycles that never fail and never block navigation: mount starts loading the
 * remote and returns at once; the slot shows a spinner while it loads, and a fallback with Retry
 * if the entry cannot be loaded, takes too long, or its bootstrap or mount throws. The rest of
 * the page keeps working (single-spa would otherwise mark the app broken for good). A load that
 * finishes after the visitor left the page does not mount into the inactive slot.
 */
export function resilientApp(name: RemoteName, load: RemoteAppLoader, options: ResilientOptions = {}) {
  const { timeoutMs = 20_000, spinnerDelayMs = 300, renderFallback } = options;
  let real: LifeCycles | null = null;
  let loading: Promise<LifeCycles> | null = null;
  let active: RemoteProps | null = null;
  let realMounted = false;
  let mounting: Promise<unknown> | null = null;
  let overlay: { root: Root; host: HTMLElement } | null = null;
  // Puts back the drawn controls' 'Getting ready' words changed when the load failed (markNotLoaded).
  let restoreNotReady: () => void = () => undefined;

  const clearOverlay = () => {
    overlay?.root.unmount();
    overlay?.host.remove();
    overlay = null;
  };

  const showOverlay = (props: RemoteProps, node: ReactNode) => {
    clearOverlay();
    const host = document.createElement('div');
    props.domElement.appendChild(host);
    overlay = { root: createRoot(host), host };
    // Its own React root, outside the page chrome's providers: give it the theme they rely on, and
    // the style cache whose <style> tags the page's CSP allows.
    overlay.root.render(
      <StyleCacheProvider>
        <CareersThemeProvider>{node}</CareersThemeProvider>
      </StyleCacheProvider>,
    );
  };

  /** Loads and bootstraps once; concurrent attempts share the same load. */
  const ready = (props: RemoteProps, retry: boolean): Promise<LifeCycles> => {
    if (real) return Promise.resolve(real);
    loading ??= withTimeout(load(name, { retry }), timeoutMs, `${name} did not load within ${timeoutMs / 1000} s`)
      .then(async (lifecycles) => {
        await call(lifecycles.bootstrap, props);
        real = lifecycles;
        return lifecycles;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const attempt = async (props: RemoteProps, retry: boolean): Promise<void> => {
    const spinner = setTimeout(() => {
      // A slot holding the page the server drew (a job's page) already shows it: a spinner below would
      // only push the footer down while the remote loads.
      if (active === props && !props.domElement.hasChildNodes()) showOverlay(props, <Spinner label="Loading…" />);
    }, spinnerDelayMs);
    try {
      const lifecycles = await ready(props, retry);
      if (active !== props || realMounted) return;
      mounting = call(lifecycles.mount, props);
      await mounting;
      realMounted = true;
    } catch (error) {
      props.reportError(name, error);
      if (active !== props) return;
      // The controls the server drew in the slot would otherwise keep promising to be ready in a moment (trial 23).
      restoreNotReady = markNotLoaded(props.domElement, NOT_LOADED_WORDS);
      const retryNow = () => {
        restoreNotReady();
        clearOverlay();
        // Keep keyboard users in the slot while the fallback goes away.
        props.domElement.tabIndex = -1;
        props.domElement.focus();
        void attempt(props, true);
      };
      showOverlay(props, renderFallback ? renderFallback(name, retryNow) : <RemoteFallback remoteName={name} onRetry={retryNow} />);
      return;
    } finally {
      clearTimeout(spinner);
      mounting = null;
      if (realMounted) clearOverlay();
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: async (props: RemoteProps) => {
      active = props;
      void attempt(props, false);
    },
    unmount: async (props: RemoteProps) => {
      active = null;
      restoreNotReady();
      clearOverlay();
      if (mounting) await mounting.catch(() => undefined);
      if (real && realMounted) {
        realMounted = false;
        await call(real.unmount, props).catch((error: unknown) => props.reportError(name, error));
      }
    },
  };
}
