import type { ReactNode } from 'react';
import { markNotLoaded } from '@careers/shared/a11y';
import { createI18n, I18nProvider, localeStore } from '@careers/shared/i18n';
import '../i18n/useShellI18n';
import { RemoteFallback, type RemoteProps } from '@careers/shared/mf';
import { Spinner } from '@careers/shared/ui';
import type { RemoteName } from '@careers/shared/location';
import type { RemoteAppLoader } from './loadRemoteApp';
import { callLifecycle } from './callLifecycle';
import { createOnceLoader } from './createOnceLoader';
import { createSlotOverlay } from './createSlotOverlay';

/** The shell's text `key` in the page's shown locale, for what the slot shows outside any provider. */
const shownText = (key: string) => createI18n({ locale: localeStore.locale }).t(key);

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
  const loader = createOnceLoader(name, load, timeoutMs);
  const overlay = createSlotOverlay();
  let active: RemoteProps | null = null;
  let realMounted = false;
  let mounting: Promise<unknown> | null = null;
  // Puts back the drawn controls' 'Getting ready' words changed when the load failed (markNotLoaded).
  let restoreNotReady: () => void = () => undefined;

  const attempt = async (props: RemoteProps, retry: boolean): Promise<void> => {
    const spinner = setTimeout(() => {
      // A slot holding the page the server drew (a job's page) already shows it: a spinner below would
      // only push the footer down while the remote loads.
      if (active === props && !props.domElement.hasChildNodes()) overlay.show(props.domElement, <Spinner label={shownText('shell.remote.loading')} />);
    }, spinnerDelayMs);
    try {
      const lifecycles = await loader.ready(props, retry);
      if (active !== props || realMounted) return;
      mounting = callLifecycle(lifecycles.mount, props);
      await mounting;
      realMounted = true;
    } catch (error) {
      props.reportError(name, error);
      if (active !== props) return;
      // The controls the server drew in the slot would otherwise keep promising to be ready in a moment (trial 23).
      // What a drawn control says when the remote drew no words for it in its own language (data-not-loaded).
      restoreNotReady = markNotLoaded(props.domElement, shownText('shell.remote.notLoaded'));
      const retryNow = () => {
        restoreNotReady();
        overlay.clear();
        // Keep keyboard users in the slot while the fallback goes away.
        props.domElement.tabIndex = -1;
        props.domElement.focus();
        void attempt(props, true);
      };
      // The overlay is its own React root: I18nProvider gives it the page's shown locale.
      overlay.show(props.domElement, <I18nProvider>{renderFallback ? renderFallback(name, retryNow) : <RemoteFallback remoteName={name} onRetry={retryNow} />}</I18nProvider>);
      return;
    } finally {
      clearTimeout(spinner);
      mounting = null;
      if (realMounted) overlay.clear();
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
      overlay.clear();
      if (mounting) await mounting.catch(() => undefined);
      const real = loader.loaded();
      if (real && realMounted) {
        realMounted = false;
        await callLifecycle(real.unmount, props).catch((error: unknown) => props.reportError(name, error));
      }
    },
  };
}
